/**
 * Every route of the storefront (spec section 2). Components link with `getHref`, the router
 * mounts `path`; no other module writes a path string.
 */

const encode = encodeURIComponent;

export interface ProductsQuery {
  search?: string;
  /** Category friendly URLs; repeated as `category=a&category=b`. */
  categories?: readonly string[];
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  products: {
    path: '/products',
    getHref: ({ search, categories = [] }: ProductsQuery = {}) => {
      const params = new URLSearchParams();
      if (search) params.set('search', search);
      for (const category of categories) params.append('category', category);
      const query = params.toString();
      return query ? `/products?${query}` : '/products';
    },
  },
  productDetails: {
    path: '/products/detail/:id',
    getHref: (id: string) => `/products/detail/${encode(id)}`,
  },
  productDetailsByFriendlyUrl: {
    path: '/product/detail/:friendlyUrl',
    getHref: (friendlyUrl: string) => `/product/detail/${encode(friendlyUrl)}`,
  },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  locations: { path: '/our-locations', getHref: () => '/our-locations' },
  aboutUs: { path: '/about-us', getHref: () => '/about-us' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  blogDetails: { path: '/blog/detail/:id', getHref: (id: string) => `/blog/detail/${encode(id)}` },
  signUp: { path: '/signup', getHref: () => '/signup' },
  faqs: { path: '/faqs', getHref: () => '/faqs' },
  tradeIn: { path: '/trade-in', getHref: () => '/trade-in' },
  shoppingFromAbroad: { path: '/shopping-from-abroad', getHref: () => '/shopping-from-abroad' },
  myAccount: {
    path: '/my-account',
    requiresAuth: true,
    /** `tab: 'profile'` opens the profile tab (`?id=profile`). */
    getHref: ({ tab }: { tab?: string } = {}) =>
      tab ? `/my-account?${new URLSearchParams({ id: tab }).toString()}` : '/my-account',
  },
  orders: { path: '/orders', requiresAuth: true, getHref: () => '/orders' },
  // Declared before orderDetails: '/orders/return' is My Returns, not an order id.
  returns: { path: '/orders/return', requiresAuth: true, getHref: () => '/orders/return' },
  returnDetails: {
    path: '/orders/return/:id',
    requiresAuth: true,
    getHref: (id: string) => `/orders/return/${encode(id)}`,
  },
  cancelOrder: {
    path: '/orders/cancel-order/:id',
    requiresAuth: true,
    getHref: (id: string) => `/orders/cancel-order/${encode(id)}`,
  },
  returnOrder: {
    path: '/orders/return-order/:id',
    requiresAuth: true,
    getHref: (id: string) => `/orders/return-order/${encode(id)}`,
  },
  orderDetails: {
    path: '/orders/:id',
    requiresAuth: true,
    getHref: (id: string) => `/orders/${encode(id)}`,
  },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  cart: { path: '/cart', getHref: () => '/cart' },
  shippingInformation: {
    path: '/checkout/shipping_information',
    requiresAuth: true,
    getHref: () => '/checkout/shipping_information',
  },
  // Review and Pay has two readings in the spec; both are mounted.
  placeOrder: {
    path: '/checkout/place_order',
    requiresAuth: true,
    getHref: () => '/checkout/place_order',
  },
  reviewAndPay: {
    path: '/checkout/review-and-pay',
    requiresAuth: true,
    getHref: () => '/checkout/review-and-pay',
  },
  checkoutThankYou: {
    path: '/checkout/:id',
    requiresAuth: true,
    getHref: (id: string) => `/checkout/${encode(id)}`,
  },
  signUpCompletion: { path: '/signup/completion', getHref: () => '/signup/completion' },
  verifySignUp: { path: '/verify/:id', getHref: (id: string) => `/verify/${encode(id)}` },
  verifyChangePassword: {
    path: '/change-password/:id',
    getHref: (id: string) => `/change-password/${encode(id)}`,
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  checkEmail: {
    path: '/check-email/:email',
    getHref: (email: string) => `/check-email/${encode(email)}`,
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  contactThankYou: { path: '/thank-you', getHref: () => '/thank-you' },
  successSignUp: { path: '/success-signup', getHref: () => '/success-signup' },
  successPayment: { path: '/success', getHref: () => '/success' },
  underMaintenance: { path: '/under-maintenance', getHref: () => '/under-maintenance' },
  notFound: { path: '*' },
} as const;

export type PathName = keyof typeof paths;

/** Without a saved session every path starting with this one sends the shopper home (spec 2). */
export const SIGNED_IN_PREFIX = paths.orders.path;
