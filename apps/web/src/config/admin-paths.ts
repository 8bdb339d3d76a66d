/**
 * Every route of the staff console (issue #13), under /admin. Kept apart from `paths.ts`, which
 * the storefront's first load carries: only the console's lazy chunks import this table.
 */

/** A list screen's state in the URL: paging, sorting and its filters. */
export type ListSearch = Record<string, string | number | undefined>;

function withSearch(path: string, search: ListSearch = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const ADMIN_ROOT = '/admin';

export type ConsoleNotice = 'expired' | 'no-access' | 'signed-out';

export const adminPaths = {
  login: {
    path: '/admin/login',
    getHref: (notice?: ConsoleNotice) => withSearch('/admin/login', { notice }),
  },
  dashboard: {
    path: '/admin',
    /** `range`: today (default), 7d or 30d. */
    getHref: (search?: ListSearch) => withSearch('/admin', search),
  },
  orders: {
    path: '/admin/orders',
    getHref: (search?: ListSearch) => withSearch('/admin/orders', search),
  },
  returns: {
    path: '/admin/returns',
    /** `view=policy-refunds` shows the protection-plan refund requests. */
    getHref: (search?: ListSearch) => withSearch('/admin/returns', search),
  },
  reviews: {
    path: '/admin/reviews',
    getHref: (search?: ListSearch) => withSearch('/admin/reviews', search),
  },
  products: {
    path: '/admin/products',
    getHref: (search?: ListSearch) => withSearch('/admin/products', search),
  },
  productNew: { path: '/admin/products/new', getHref: () => '/admin/products/new' },
  product: {
    path: '/admin/products/:productId',
    getHref: (productId: string) => `/admin/products/${encodeURIComponent(productId)}`,
  },
  catalogueCsv: { path: '/admin/catalogue-csv', getHref: () => '/admin/catalogue-csv' },
  categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
  collections: { path: '/admin/collections', getHref: () => '/admin/collections' },
  stock: {
    path: '/admin/stock',
    getHref: (search?: ListSearch) => withSearch('/admin/stock', search),
  },
  stockMovements: {
    path: '/admin/stock/movements',
    getHref: (search?: ListSearch) => withSearch('/admin/stock/movements', search),
  },
  content: {
    path: '/admin/content',
    /** `tab`: announcements (default), blog, faqs or pages; plus that tab's list state. */
    getHref: (search?: ListSearch) => withSearch('/admin/content', search),
  },
  contentBlogPost: {
    path: '/admin/content/blog/:id',
    /** `new` writes a new article. */
    getHref: (id: string) => `/admin/content/blog/${encodeURIComponent(id)}`,
  },
  branches: { path: '/admin/branches', getHref: () => '/admin/branches' },
  discounts: {
    path: '/admin/discounts',
    getHref: (search?: ListSearch) => withSearch('/admin/discounts', search),
  },
  tradeIns: {
    path: '/admin/trade-ins',
    getHref: (search?: ListSearch) => withSearch('/admin/trade-ins', search),
  },
  staff: {
    path: '/admin/staff',
    getHref: (search?: ListSearch) => withSearch('/admin/staff', search),
  },
  order: {
    path: '/admin/orders/:orderId',
    getHref: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  },
  returnRequest: {
    path: '/admin/returns/:returnId',
    getHref: (returnId: string) => `/admin/returns/${encodeURIComponent(returnId)}`,
  },
  customers: {
    path: '/admin/customers',
    getHref: (search?: ListSearch) => withSearch('/admin/customers', search),
  },
  customer: {
    path: '/admin/customers/:customerId',
    getHref: (customerId: string) => `/admin/customers/${encodeURIComponent(customerId)}`,
  },
  activity: {
    path: '/admin/activity',
    getHref: (search?: ListSearch) => withSearch('/admin/activity', search),
  },
} as const;
