import type { RouteObject } from 'react-router';

/**
 * The staff console's route tree. The storefront's router learns it only when someone goes to
 * /admin (router.tsx, `patchRoutesOnNavigation`), so none of it is in the shop's first load.
 * This module imports nothing (the shop's first load lists the files a lazy import needs): each
 * screen brings its own error boundary (route-states.tsx), and paths match config/admin-paths.ts.
 * Sections still to come show a clear empty state (coming-soon.tsx).
 */
function ConsoleHydrateFallback() {
  return (
    <div role="status" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      Loading the console…
    </div>
  );
}

export const adminRoutes: RouteObject[] = [
  {
    id: 'admin-login',
    path: '/admin/login',
    HydrateFallback: ConsoleHydrateFallback,
    lazy: () => import('./login'),
  },
  {
    id: 'admin',
    path: '/admin',
    HydrateFallback: ConsoleHydrateFallback,
    lazy: () => import('./layout'),
    children: [
      { index: true, lazy: () => import('./dashboard') },
      { path: 'orders', lazy: () => import('./orders') },
      { path: 'orders/:orderId', lazy: () => import('./order') },
      { path: 'categories', lazy: () => import('./categories') },
      { path: 'collections', lazy: () => import('./collections') },
      { path: 'staff', lazy: () => import('./staff') },
      { path: 'activity', lazy: () => import('./activity') },
      { path: 'customers', lazy: () => import('./customers') },
      { path: 'customers/:customerId', lazy: () => import('./customer') },
      { path: 'catalogue-csv', lazy: () => import('./catalogue-csv') },
      { path: 'stock', lazy: () => import('./stock') },
      { path: 'returns', lazy: () => import('./returns') },
      { path: 'returns/:returnId', lazy: () => import('./return') },
      { path: 'reviews', lazy: () => import('./reviews') },
      { path: 'stock/movements', lazy: () => import('./stock-movements') },
      { path: 'content', lazy: () => import('./content') },
      { path: 'content/blog/:id', lazy: () => import('./content-blog-post') },
      { path: 'branches', lazy: () => import('./branches') },
      { path: 'discounts', lazy: () => import('./discounts') },
      { path: 'trade-ins', lazy: () => import('./trade-ins') },
      { path: 'products', lazy: () => import('./products/list') },
      { path: 'products/new', lazy: () => import('./products/new') },
      { path: 'products/:productId', lazy: () => import('./products/edit') },
      { path: ':section', lazy: () => import('./coming-soon') },
    ],
  },
];
