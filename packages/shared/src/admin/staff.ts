import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../validation/messages';
import { email, personName, text } from '../validation/rules';

// The console's staff accounts (issue #13): the invite form and `/api/v1/admin/staff` speak
// these shapes, with the storefront's own field messages.

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  staff: 'Catalogue, content and orders',
  admin: 'Everything, including staff accounts',
};

export const STAFF_STATUSES = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

export const STAFF_NAME_LIMITS = { min: 2, max: 50 } as const;
export const STAFF_SORT_FIELDS = [
  'name',
  'email',
  'role',
  'status',
  'lastLoginAt',
  'createdAt',
] as const;
export type StaffSortField = (typeof STAFF_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: REQUIRED_MESSAGE });

export const staffInviteSchema = z.object({
  firstName: personName({ label: 'First name', ...STAFF_NAME_LIMITS }),
  lastName: personName({ label: 'Last name', ...STAFF_NAME_LIMITS }),
  email: email(),
  role: staffRoleSchema,
});
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

export const staffRoleBodySchema = z.object({ role: staffRoleSchema });

/** `page` from 1; a query string's values arrive as text. */
const listPaging = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  order: z.enum(SORT_ORDERS).default('asc'),
};

export const staffListQuerySchema = z.object({
  ...listPaging,
  sort: z.enum(STAFF_SORT_FIELDS).default('name'),
  /** Part of a name or e-mail address. */
  search: text().trim().max(100).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The signed-in console user (`GET /api/v1/admin/me`). */
export const consoleUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;
