// The console's branch form and the admin API validate with these same rules.
import { z } from 'zod';
import { labelMaxLengthMessage } from '../validation/messages';
import { email, requiredString, text } from '../validation/rules';

export const BRANCH_LIMITS = { nameMax: 100, codeMax: 20, textMax: 200, hoursMax: 300 } as const;

export const BRANCH_MESSAGES = {
  codeFormat: 'Use capital letters, digits and dashes (e.g. MNL-01).',
  friendlyUrlFormat: 'Use lowercase letters, digits and single dashes (e.g. makati-showroom).',
  latitude: 'Enter a latitude from -90 to 90.',
  longitude: 'Enter a longitude from -180 to 180.',
  coordinatesPair: 'Enter both latitude and longitude, or neither.',
  phone: 'Enter a phone number of digits, spaces, +, ( ) or dashes.',
} as const;

const bounded = (label: string, max: number) =>
  requiredString().max(max, { error: labelMaxLengthMessage(label, max) });

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, { error: message }).max(max, { error: message }).nullable();

export const branchInputSchema = z
  .object({
    name: bounded('Name', BRANCH_LIMITS.nameMax),
    code: requiredString()
      .toUpperCase()
      .max(BRANCH_LIMITS.codeMax, { error: labelMaxLengthMessage('Code', BRANCH_LIMITS.codeMax) })
      .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, { error: BRANCH_MESSAGES.codeFormat }),
    /** Empty: made from the name. */
    friendlyUrl: text()
      .trim()
      .toLowerCase()
      .max(BRANCH_LIMITS.nameMax)
      .refine((value) => value === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), {
        error: BRANCH_MESSAGES.friendlyUrlFormat,
      }),
    description: text()
      .trim()
      .max(BRANCH_LIMITS.hoursMax, {
        error: labelMaxLengthMessage('Description', BRANCH_LIMITS.hoursMax),
      }),
    address: bounded('Address', BRANCH_LIMITS.textMax),
    city: bounded('City', BRANCH_LIMITS.nameMax),
    province: bounded('Province', BRANCH_LIMITS.nameMax),
    region: bounded('Region', BRANCH_LIMITS.nameMax),
    hours: bounded('Hours', BRANCH_LIMITS.hoursMax),
    phone: requiredString()
      .max(30, { error: labelMaxLengthMessage('Phone', 30) })
      .regex(/^\+?[0-9 ()-]{7,}$/, { error: BRANCH_MESSAGES.phone }),
    email: email(),
    latitude: coordinate(-90, 90, BRANCH_MESSAGES.latitude),
    longitude: coordinate(-180, 180, BRANCH_MESSAGES.longitude),
    isDefault: z.boolean(),
    isActive: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === null) !== (value.longitude === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.latitude === null ? 'latitude' : 'longitude'],
        message: BRANCH_MESSAGES.coordinatesPair,
      });
    }
  });
export type BranchInput = z.input<typeof branchInputSchema>;

/** A branch as the admin API answers it. */
export const adminBranchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  friendlyUrl: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  region: z.string(),
  hours: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type AdminBranch = z.infer<typeof adminBranchSchema>;
