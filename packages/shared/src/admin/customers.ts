import { z } from 'zod';
import { DOCUMENT_SIDES } from '../account';
import { addressSchema } from '../address';
import { normalizeMobile, text } from '../validation/rules';
import { ADMIN_PAGE_SIZES, SORT_ORDERS } from './staff';

// The console's customers (issue #14 item 4): `/api/v1/admin/customers` speaks these shapes.
// No password hash, token or token hash is in any of them: the response schemas filter.

export { ADMIN_PAGE_SIZES };

export const CUSTOMER_SORT_FIELDS = ['name', 'email', 'createdAt', 'lastLoginAt'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export const CUSTOMER_MESSAGES = {
  notFound: 'This customer does not exist.',
} as const;

/** Part of a name, e-mail address or mobile number. */
const search = text().trim().max(100).optional();

export const customerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(CUSTOMER_SORT_FIELDS).default('createdAt'),
  order: z.enum(SORT_ORDERS).default('desc'),
  search,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerExportQuerySchema = z.object({ search });

const PHONE_LIKE = /^\+?[0-9][0-9\s-]*$/;
const NATIONAL_PREFIX = /^(?:\+?63|0)(?=9)/;

/**
 * The mobile number a search may mean, in the national form the accounts keep (9171234567):
 * `+63 917`, `0917-123` and `917` all look for `917…`. Undefined when the search is no number.
 */
export function mobileNeedle(value: string): string | undefined {
  if (!PHONE_LIKE.test(value.trim())) return undefined;
  return normalizeMobile(value).replace(NATIONAL_PREFIX, '');
}

export const customerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  orderCount: z.number(),
  totalSpentCentavos: z.number(),
  disabled: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const SIGN_IN_METHOD_LABELS = {
  password: 'Password',
  otp: 'One-time code',
  google: 'Google',
  facebook: 'Facebook',
} as const;
export type SignInMethod = keyof typeof SIGN_IN_METHOD_LABELS;
const signInMethods = Object.keys(SIGN_IN_METHOD_LABELS) as [SignInMethod, ...SignInMethod[]];

export const customerProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  signInWith: z.object({ password: z.boolean(), google: z.boolean(), facebook: z.boolean() }),
});

export const customerOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  totalCentavos: z.number(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
});

export const customerReturnSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

export const customerSignInSchema = z.object({
  id: z.string(),
  at: z.string(),
  method: z.enum(signInMethods),
  ip: z.string(),
  userAgent: z.string(),
});

/** A remembered device: its id shortened, never its token. */
export const rememberedDeviceSchema = z.object({
  device: z.string(),
  firstSeenAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
});

export const customerDocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  number: z.string(),
  expiry: z.string().nullable(),
  createdAt: z.string(),
  files: z.array(z.object({ side: z.enum(DOCUMENT_SIDES), url: z.string() })),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

/** Admins see the documents; staff see only how many there are. */
export const customerDocumentsSchema = z.discriminatedUnion('visible', [
  z.object({ visible: z.literal(true), count: z.number(), items: z.array(customerDocumentSchema) }),
  z.object({ visible: z.literal(false), count: z.number() }),
]);
export type CustomerDocuments = z.infer<typeof customerDocumentsSchema>;

export const customerDetailSchema = z.object({
  profile: customerProfileSchema,
  orderCount: z.number(),
  totalSpentCentavos: z.number(),
  addresses: z.array(addressSchema),
  orders: z.array(customerOrderSchema),
  returns: z.array(customerReturnSchema),
  favoritesCount: z.number(),
  signIns: z.array(customerSignInSchema),
  devices: z.array(rememberedDeviceSchema),
  documents: customerDocumentsSchema,
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** What the sign-out, disable and enable actions answer: the profile as it is now. */
export const customerActionResultSchema = z.object({ profile: customerProfileSchema });

/** The customers CSV for the shop's accountant, in this column order. */
export const CUSTOMER_CSV_COLUMNS = [
  'name',
  'email',
  'mobile',
  'joined',
  'orders',
  'total_spent',
  'last_sign_in',
] as const;
