// Checkout for a buyer abroad (OFW): the buyer is reached on a foreign mobile with its calling
// code, the order goes to a recipient in the Philippines, and it is paid online by the buyer.
import { z } from 'zod';
import { OFW_COUNTRIES, type OfwCountry } from './ofw';
import { maxLengthMessage } from './validation/messages';
import { email, mobile, personName } from './validation/rules';

/**
 * Mobile numbers in each country, as the national significant number (after the calling code,
 * without a trunk 0): how many digits, and what a mobile number there starts with. Landlines
 * are refused on purpose: the courier and the shop text the buyer.
 */
export const FOREIGN_MOBILE_RULES: Readonly<
  Record<string, { digits: readonly [number, number]; starts: readonly string[] }>
> = {
  SA: { digits: [9, 9], starts: ['5'] },
  AE: { digits: [9, 9], starts: ['5'] },
  HK: { digits: [8, 8], starts: ['4', '5', '6', '7', '8', '9'] },
  SG: { digits: [8, 8], starts: ['8', '9'] },
  QA: { digits: [8, 8], starts: ['3', '5', '6', '7'] },
  KW: { digits: [8, 8], starts: ['4', '5', '6', '9'] },
  US: { digits: [10, 10], starts: ['2', '3', '4', '5', '6', '7', '8', '9'] },
  CA: { digits: [10, 10], starts: ['2', '3', '4', '5', '6', '7', '8', '9'] },
  JP: { digits: [10, 10], starts: ['60', '70', '80', '90'] },
  TW: { digits: [9, 9], starts: ['9'] },
  IT: { digits: [9, 10], starts: ['3'] },
  GB: { digits: [10, 10], starts: ['7'] },
  AU: { digits: [9, 9], starts: ['4'] },
  MY: { digits: [9, 10], starts: ['1'] },
};

export const ABROAD_COUNTRY_MESSAGE = 'Choose the country you are in.';

export const ofwCountry = (code: string): OfwCountry | undefined =>
  OFW_COUNTRIES.find((country) => country.code === code);

/** Names read with "the" in a sentence. */
const WITH_THE = new Set(['AE', 'US', 'GB']);

/** "the United Arab Emirates", "Qatar". */
export const countryName = (country: OfwCountry) =>
  `${WITH_THE.has(country.code) ? 'the ' : ''}${country.name}`;

function digitsText([min, max]: readonly [number, number]) {
  return min === max ? `${min} digits` : `${min} to ${max} digits`;
}

function startsText(starts: readonly string[]) {
  if (starts.length === 1) return starts[0]!;
  return `${starts.slice(0, -1).join(', ')} or ${starts[starts.length - 1]!}`;
}

/** "Enter a mobile number in the United Arab Emirates: 9 digits after +971, starting with 5." */
export function foreignMobileMessage(countryCode: string): string {
  const country = ofwCountry(countryCode);
  const rule = FOREIGN_MOBILE_RULES[countryCode];
  if (!country || !rule) return ABROAD_COUNTRY_MESSAGE;
  return `Enter a mobile number in ${countryName(country)}: ${digitsText(rule.digits)} after ${country.callingCode}, starting with ${startsText(rule.starts)}.`;
}

/**
 * A typed foreign mobile number as its national significant digits: spaces, dashes, dots and
 * brackets dropped, then the country's calling code (+971, 00971) and a trunk 0 taken off.
 */
export function normalizeForeignMobile(countryCode: string, value: string): string {
  const country = ofwCountry(countryCode);
  let compact = value.trim().replace(/[\s().-]/g, '');
  if (country) {
    const code = country.callingCode.slice(1);
    if (compact.startsWith(`+${code}`)) compact = compact.slice(code.length + 1);
    else if (compact.startsWith(`00${code}`)) compact = compact.slice(code.length + 2);
  }
  // The trunk prefix of national dialling (050 in Dubai, 090 in Tokyo); Italy has none.
  if (countryCode !== 'IT' && compact.startsWith('0')) compact = compact.slice(1);
  return compact;
}

/** True for the national significant digits of a mobile number in that country. */
export function isForeignMobile(countryCode: string, national: string): boolean {
  const rule = FOREIGN_MOBILE_RULES[countryCode];
  if (!rule || !/^\d+$/.test(national)) return false;
  const [min, max] = rule.digits;
  return (
    national.length >= min &&
    national.length <= max &&
    rule.starts.some((start) => national.startsWith(start))
  );
}

/** +971501234567: how the order keeps and shows the buyer's number. */
export function internationalMobile(countryCode: string, national: string): string {
  return `${ofwCountry(countryCode)?.callingCode ?? '+'}${national}`;
}

export const RECIPIENT_NAME_MAX_LENGTH = 100;
export const RECIPIENT_EMAIL_MAX_LENGTH = 254;

/** The person in the Philippines who receives the order (the spec's mobile rule: starts with 9). */
export const abroadRecipientSchema = z.object({
  name: personName({ label: 'Recipient name', min: 2, max: RECIPIENT_NAME_MAX_LENGTH }),
  mobile: mobile(),
  /** Optional: when given, the recipient gets the order mails too. */
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    email()
      .max(RECIPIENT_EMAIL_MAX_LENGTH, { error: maxLengthMessage(RECIPIENT_EMAIL_MAX_LENGTH) })
      .nullish(),
  ),
});
export type AbroadRecipient = z.output<typeof abroadRecipientSchema>;

const countryCodes = OFW_COUNTRIES.map((country) => country.code) as [string, ...string[]];

/**
 * The checkout body's `abroad` part: where the buyer is, their mobile there, and the recipient.
 * The buyer's number comes out in international form (+971501234567).
 */
export const abroadCheckoutSchema = z
  .object({
    country: z.enum(countryCodes, { error: ABROAD_COUNTRY_MESSAGE }),
    buyerMobile: z.string().max(30),
    recipient: abroadRecipientSchema,
  })
  .superRefine((value, context) => {
    const national = normalizeForeignMobile(value.country, value.buyerMobile);
    if (!isForeignMobile(value.country, national)) {
      context.addIssue({
        code: 'custom',
        path: ['buyerMobile'],
        message: foreignMobileMessage(value.country),
      });
    }
  })
  .transform((value) => ({
    ...value,
    buyerMobile: internationalMobile(
      value.country,
      normalizeForeignMobile(value.country, value.buyerMobile),
    ),
  }));
export type AbroadCheckout = z.input<typeof abroadCheckoutSchema>;
export type AbroadCheckoutOutput = z.output<typeof abroadCheckoutSchema>;

/** An order placed from abroad, as the order pages show it. */
export const orderAbroadSchema = z.object({
  country: z.string(),
  country_name: z.string(),
  buyer_mobile: z.string(),
  recipient: z.object({
    name: z.string(),
    mobile: z.string(),
    email: z.string().nullable(),
  }),
});
export type OrderAbroad = z.infer<typeof orderAbroadSchema>;

export const ABROAD_ONLINE_ONLY_MESSAGE =
  'Orders from abroad are paid online by the buyer: cash on delivery is not offered.';
export const ABROAD_DELIVERY_ONLY_MESSAGE =
  'Orders from abroad are delivered to the recipient’s address in the Philippines.';
