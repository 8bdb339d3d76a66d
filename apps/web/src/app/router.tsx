import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { paths } from '../config/paths';
import type { ClientLoader } from '../lib/route-loader';
import { prefetchLayoutReads } from './layout/layout-reads';
import { RootLayout } from './layout/root-layout';
import {
  RootErrorBoundary,
  RootHydrateFallback,
  RouteErrorBoundary,
  rootLoader,
  shouldRevalidateRoot,
} from './routes/root';

export interface RouteTableOptions {
  /**
   * Loaders wait for their screen's reads (the server, so its HTML holds the data); in the
   * browser they only start them and the screen shows its skeleton meanwhile.
   */
  awaitData?: boolean;
}

/** A route module whose `clientLoader` prefetches its screen's reads with the app's client. */
const withLoader =
  (queryClient: QueryClient, { awaitData = false }: RouteTableOptions) =>
  <M extends { clientLoader: ClientLoader }>({ clientLoader, ...module }: M) => {
    const prefetch = clientLoader(queryClient);
    return {
      ...module,
      loader: awaitData
        ? async (args: LoaderFunctionArgs) => {
            await prefetch(args);
            return null;
          }
        : (args: LoaderFunctionArgs) => {
            void prefetch(args);
            return null;
          },
    };
  };

/** The route table of spec section 2; every screen is its own lazily loaded module. */
export function createRoutes(
  queryClient: QueryClient,
  options: RouteTableOptions = {},
): RouteObject[] {
  const prefetching = withLoader(queryClient, options);
  return [
    {
      id: 'root',
      path: paths.home.path,
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RootErrorBoundary,
      loader: options.awaitData
        ? async (args: LoaderFunctionArgs) => {
            await Promise.all([rootLoader(args), prefetchLayoutReads(queryClient)]);
            return null;
          }
        : rootLoader,
      shouldRevalidate: shouldRevalidateRoot,
      children: [
        {
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { index: true, lazy: () => import('./routes/home') },
            { path: paths.products.path, lazy: () => import('./routes/products') },
            {
              path: paths.productDetails.path,
              lazy: () => import('./routes/product-details').then(prefetching),
            },
            {
              path: paths.productDetailsByFriendlyUrl.path,
              lazy: () => import('./routes/product-details').then(prefetching),
            },
            { path: paths.contactUs.path, lazy: () => import('./routes/contact-us') },
            { path: paths.locations.path, lazy: () => import('./routes/our-locations') },
            {
              path: paths.aboutUs.path,
              lazy: () => import('./routes/about-us').then(prefetching),
            },
            { path: paths.blogs.path, lazy: () => import('./routes/blogs').then(prefetching) },
            {
              path: paths.blogDetails.path,
              lazy: () => import('./routes/blog-details').then(prefetching),
            },
            { path: paths.signUp.path, lazy: () => import('./routes/sign-up') },
            { path: paths.tradeIn.path, lazy: () => import('./routes/trade-in') },
            {
              path: paths.shoppingFromAbroad.path,
              lazy: () => import('./routes/shopping-from-abroad'),
            },
            { path: paths.faqs.path, lazy: () => import('./routes/faqs').then(prefetching) },
            { path: paths.myAccount.path, lazy: () => import('./routes/my-account') },
            { path: paths.orders.path, lazy: () => import('./routes/orders') },
            { path: paths.returns.path, lazy: () => import('./routes/returns') },
            { path: paths.returnDetails.path, lazy: () => import('./routes/return-details') },
            { path: paths.cancelOrder.path, lazy: () => import('./routes/cancel-order') },
            { path: paths.returnOrder.path, lazy: () => import('./routes/return-order') },
            { path: paths.orderDetails.path, lazy: () => import('./routes/order-details') },
            { path: paths.favorites.path, lazy: () => import('./routes/favorites') },
            { path: paths.cart.path, lazy: () => import('./routes/cart') },
            {
              path: paths.shippingInformation.path,
              lazy: () => import('./routes/shipping-information'),
            },
            { path: paths.placeOrder.path, lazy: () => import('./routes/review-and-pay') },
            { path: paths.reviewAndPay.path, lazy: () => import('./routes/review-and-pay') },
            {
              path: paths.checkoutThankYou.path,
              lazy: () => import('./routes/checkout-thank-you'),
            },
            {
              path: paths.signUpCompletion.path,
              lazy: () => import('./routes/sign-up-completion'),
            },
            { path: paths.verifySignUp.path, lazy: () => import('./routes/verify-sign-up') },
            {
              path: paths.verifyChangePassword.path,
              lazy: () => import('./routes/verify-change-password'),
            },
            { path: paths.forgotPassword.path, lazy: () => import('./routes/forgot-password') },
            { path: paths.checkEmail.path, lazy: () => import('./routes/check-email') },
            { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
            {
              path: paths.contactThankYou.path,
              lazy: () => import('./routes/contact-thank-you'),
            },
            { path: paths.successSignUp.path, lazy: () => import('./routes/success-sign-up') },
            { path: paths.successPayment.path, lazy: () => import('./routes/success-payment') },
            {
              path: paths.underMaintenance.path,
              lazy: () => import('./routes/under-maintenance'),
            },
            { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ];
}

/** `hydrationData`: what the server's render loaded, when the page came server-rendered. */
export function createAppRouter(
  queryClient: QueryClient,
  { routes, hydrationData }: { routes?: RouteObject[]; hydrationData?: HydrationState } = {},
) {
  return createBrowserRouter(routes ?? createRoutes(queryClient), { hydrationData });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
