import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './router';
import { AppRouterProvider } from './router-provider';

export { AppRouterProvider };

/** `router`: one made with the server's data when the page came server-rendered. */
export function App({
  queryClient,
  router: given,
}: {
  queryClient?: QueryClient;
  router?: AppRouter;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => given ?? createAppRouter(client));
  return (
    <AppProvider queryClient={client}>
      <AppRouterProvider router={router} />
    </AppProvider>
  );
}
