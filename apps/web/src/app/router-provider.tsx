import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { registerNavigate } from '../lib/navigation';

/** Renders a data router and lets code outside React (the API client's 401) navigate with it. */
export function AppRouterProvider({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => registerNavigate((href) => void router.navigate(href)), [router]);
  return <RouterProvider router={router} />;
}
