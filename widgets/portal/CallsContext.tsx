/**
 * The signed-in API for widgets: the one API client of the session (same token, same 401
 * watch) and the portal contract's calls built on it. Provided by the master layout;
 * widgets build other call sets (documentCalls...) from `api` with useMemo.
 *
 * The react-query cache lives here too, one per signed-in layout: the login route never loads
 * react-query (bundle budget), and a sign-out drops every cached letter with the layout.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '../../engine/api/client';
import type { PortalCalls } from '../../engine/api/portal-calls';

export interface PortalApi {
  api: ApiClient;
  portal: PortalCalls;
}

const CallsContext = createContext<PortalApi | null>(null);

// Failed requests are retried by the API client (5xx, 3 times), not again here;
// windows regaining focus do not refetch every queue (realtime events say when to reload).
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export function CallsProvider({ value, children }: { value: PortalApi; children: ReactNode }) {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CallsContext.Provider value={value}>{children}</CallsContext.Provider>
    </QueryClientProvider>
  );
}

export function useCalls(): PortalApi {
  const value = useContext(CallsContext);
  if (!value) throw new Error('useCalls() needs a <CallsProvider> above it (the master layout provides one).');
  return value;
}
