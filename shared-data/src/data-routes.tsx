// How a remote mounts its data layer: one QueryClient per remote, provided to all of its pages by a
// pathless layout route around its routes. The same client is what its route loaders prefetch into, so a
// loader's request and the page's query are one request.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteRoute } from '@portal/remote-contract';
import { Outlet } from 'react-router-dom';

export function QueryLayout({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}

/** The remote's routes inside one pathless layout that provides `client` to every page. */
export function withQueryClient(client: QueryClient, routes: RemoteRoute[]): RemoteRoute[] {
  return [{ element: <QueryLayout client={client} />, children: routes }];
}
