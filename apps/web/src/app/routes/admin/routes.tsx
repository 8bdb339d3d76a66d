import type { RouteObject } from 'react-router';
import { ADMIN_ROOT } from '../../../config/admin-paths';
import { RootErrorBoundary, RootHydrateFallback, RouteErrorBoundary } from '../root';

/**
 * The staff console's route tree. The storefront's router learns it only when someone goes to
 * /admin (router.tsx, `patchRoutesOnNavigation`), so none of it is in the shop's first load.
 * Sections still to come show a clear empty state (coming-soon.tsx).
 */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin-login',
    path: `${ADMIN_ROOT}/login`,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    lazy: () => import('./login'),
  },
  {
    id: 'admin',
    path: ADMIN_ROOT,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    lazy: () => import('./layout'),
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, lazy: () => import('./dashboard') },
          { path: 'products', lazy: () => import('./products/list') },
          { path: 'products/new', lazy: () => import('./products/new') },
          { path: 'products/:productId', lazy: () => import('./products/edit') },
          { path: 'staff', lazy: () => import('./staff') },
          { path: 'activity', lazy: () => import('./activity') },
          { path: ':section', lazy: () => import('./coming-soon') },
        ],
      },
    ],
  },
];
