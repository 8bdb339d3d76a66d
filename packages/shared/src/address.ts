// The address book form (spec: addresses of the checkout service). The web form and the API
// validate with this one schema.
import { z } from 'zod';
import { maxLengthMessage } from './validation/messages';
import { mobile, personName, requiredString } from './validation/rules';

export const ADDRESS_LIMITS = {
  label: 50,
  contactName: 100,
  place: 100,
  barangay: 100,
  street: 200,
} as const;

export const ZIP_MESSAGE = 'ZIP code must be 4 digits.';

const text = (max: number) => requiredString().max(max, { error: maxLengthMessage(max) });

/** label (Home, Office…), contact, then region → province → city or municipality → barangay. */
export const addressFormSchema = z.object({
  label: text(ADDRESS_LIMITS.label),
  contactName: personName({ label: 'Contact name', min: 2, max: ADDRESS_LIMITS.contactName }),
  mobile: mobile(),
  region: text(ADDRESS_LIMITS.place),
  province: text(ADDRESS_LIMITS.place),
  /** City or municipality. */
  city: text(ADDRESS_LIMITS.place),
  barangay: text(ADDRESS_LIMITS.barangay),
  /** Street, building and house or unit number. */
  street: text(ADDRESS_LIMITS.street),
  zip: requiredString().regex(/^[0-9]{4}$/, { error: ZIP_MESSAGE }),
  isDefaultShipping: z.boolean().default(false),
  isDefaultBilling: z.boolean().default(false),
});

export type AddressForm = z.input<typeof addressFormSchema>;
export type AddressInput = z.output<typeof addressFormSchema>;

/** An address of the book as the API returns it (mobile in national form, 9171234567). */
export const addressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  region: z.string(),
  province: z.string(),
  city: z.string(),
  barangay: z.string(),
  street: z.string(),
  zip: z.string(),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** Regions, provinces and cities of the address form's pickers. */
export const locationOptionSchema = z.object({ code: z.string(), name: z.string() });
export type LocationOption = z.infer<typeof locationOptionSchema>;
