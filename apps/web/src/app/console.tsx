import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { AppRouterProvider } from './router-provider';
import { adminRoutes } from './routes/admin/routes';

/** The console's router: only the /admin routes; storefront pages are plain links to the shop. */
export function createConsoleRouter() {
  return createBrowserRouter(adminRoutes);
}

export function Console({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(createConsoleRouter);
  return (
    <AppProvider queryClient={client}>
      <AppRouterProvider router={router} />
    </AppProvider>
  );
}
