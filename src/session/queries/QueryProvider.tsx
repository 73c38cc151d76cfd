import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from '../context.tsx';
import { queryClientFor } from './client.ts';

/**
 * Puts the session's cache in react-query's context, so `useQueryClient()` and react-query's own hooks work behind
 * the login. Loaded lazily by App.tsx with the layout: /login carries no react-query. The hooks of ./hooks.ts take
 * the same client from the services, so public screens (sign-up) read it without this provider.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClientFor(useServices())}>{children}</QueryClientProvider>;
}
