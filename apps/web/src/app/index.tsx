import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { registerNavigate } from '../lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './router';

export function AppRouterProvider({ router }: { router: AppRouter }) {
  useEffect(() => registerNavigate((href) => void router.navigate(href)), [router]);
  return <RouterProvider router={router} />;
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => createAppRouter(client));
  return (
    <AppProvider queryClient={client}>
      <AppRouterProvider router={router} />
    </AppProvider>
  );
}
