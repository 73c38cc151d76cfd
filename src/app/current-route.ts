import { createContext, useContext } from 'react';
import type { RouteDef } from './routes.ts';

export const CurrentRouteContext = createContext<RouteDef | null>(null);
/** The route definition being shown (placeholders name their screen from it). */
export const useCurrentRoute = () => useContext(CurrentRouteContext);
