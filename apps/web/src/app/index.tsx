import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { AppRouterProvider } from './router-provider';

export { AppRouterProvider };

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => createAppRouter(client));
  return (
    <AppProvider queryClient={client}>
      <AppRouterProvider router={router} />
    </AppProvider>
  );
}
