import { createContext, useContext } from 'react';

/** What a screen may know of the route that shows it (the route table is the composition root's). */
export interface CurrentRoute {
  /** i18n key of the screen's name (`layout:items.*`). */
  name: string;
}

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);
/** The route definition being shown (placeholders name their screen from it). */
export const useCurrentRoute = () => useContext(CurrentRouteContext);
