import { z } from 'zod';
import { text } from '../validation/rules';
import { SORT_ORDERS } from './staff';

// The activity log of admin writes (issue #13 item 10), read in the console.

export const ACTIVITY_RECORD_TYPES = ['staff'] as const;
export const ACTIVITY_RECORD_TYPE_LABELS: Record<string, string> = { staff: 'Staff account' };
export const ACTIVITY_ACTION_LABELS: Record<string, string> = {
  'staff.invite': 'Invited staff',
  'staff.reinvite': 'Sent a new invitation',
  'staff.role': 'Changed role',
  'staff.disable': 'Disabled account',
  'staff.enable': 'Enabled account',
};

/** Readable names of the logged fields, in the order the console lists them. */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  role: 'Role',
  status: 'Status',
};

const uuid = z.uuid({ error: 'Must be a valid id.' });

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  order: z.enum(SORT_ORDERS).default('desc'),
  /** The person who made the change: their account id. */
  actorId: uuid.optional(),
  /** Or part of their e-mail address. */
  actor: text().trim().max(100).optional(),
  /** Lower-case words such as `staff`, `product`, `category`. */
  recordType: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'Must be a record type such as staff.' })
    .optional(),
  recordId: text().trim().max(100).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const activityEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  changes: z.record(z.string(), fieldChangeSchema),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
