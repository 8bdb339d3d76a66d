// Shopping from abroad (OFW): the countries where most overseas Filipinos work, approximate
// exchange rates for showing a peso price in the buyer's currency, and the shop's phone hours
// in their time zone. Prices, orders and payments stay in pesos; these amounts only guide.

export interface OfwCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** ISO 4217. */
  currency: string;
  /** IANA time zone of where most Filipinos there live and work. */
  timeZone: string;
  /** The international calling code, with its +. */
  callingCode: string;
}

export const OFW_COUNTRIES: readonly OfwCountry[] = [
  {
    code: 'SA',
    name: 'Saudi Arabia',
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    callingCode: '+966',
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    currency: 'AED',
    timeZone: 'Asia/Dubai',
    callingCode: '+971',
  },
  {
    code: 'HK',
    name: 'Hong Kong',
    currency: 'HKD',
    timeZone: 'Asia/Hong_Kong',
    callingCode: '+852',
  },
  {
    code: 'SG',
    name: 'Singapore',
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
    callingCode: '+65',
  },
  { code: 'QA', name: 'Qatar', currency: 'QAR', timeZone: 'Asia/Qatar', callingCode: '+974' },
  { code: 'KW', name: 'Kuwait', currency: 'KWD', timeZone: 'Asia/Kuwait', callingCode: '+965' },
  {
    code: 'US',
    name: 'United States',
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    callingCode: '+1',
  },
  { code: 'CA', name: 'Canada', currency: 'CAD', timeZone: 'America/Toronto', callingCode: '+1' },
  { code: 'JP', name: 'Japan', currency: 'JPY', timeZone: 'Asia/Tokyo', callingCode: '+81' },
  { code: 'TW', name: 'Taiwan', currency: 'TWD', timeZone: 'Asia/Taipei', callingCode: '+886' },
  { code: 'IT', name: 'Italy', currency: 'EUR', timeZone: 'Europe/Rome', callingCode: '+39' },
  {
    code: 'GB',
    name: 'United Kingdom',
    currency: 'GBP',
    timeZone: 'Europe/London',
    callingCode: '+44',
  },
  {
    code: 'AU',
    name: 'Australia',
    currency: 'AUD',
    timeZone: 'Australia/Sydney',
    callingCode: '+61',
  },
  {
    code: 'MY',
    name: 'Malaysia',
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    callingCode: '+60',
  },
];

/** The day the default rates were taken; shown beside every approximate amount. */
export const OFW_RATES_AS_OF = '2026-11-02';

/**
 * Pesos for one unit of each currency, approximate (mid-market, rounded) as of
 * OFW_RATES_AS_OF. Not live: the server's OFW_RATES setting replaces any of them.
 */
export const DEFAULT_OFW_RATES: Readonly<Record<string, number>> = {
  SAR: 15.6,
  AED: 15.95,
  HKD: 7.53,
  SGD: 45.1,
  QAR: 16.08,
  KWD: 190.5,
  USD: 58.6,
  CAD: 41.9,
  JPY: 0.384,
  TWD: 1.82,
  EUR: 67.8,
  GBP: 76.9,
  AUD: 38.2,
  MYR: 13.95,
};

export const OFW_RATES_MESSAGE =
  'OFW_RATES must list CODE=pesos pairs separated by commas, e.g. AED=15.95,SAR=15.6.';

/**
 * Reads the OFW_RATES setting ("AED=15.95, SAR=15.6"): pesos per unit, each a positive number
 * for a three-letter currency code. Anything else throws OFW_RATES_MESSAGE.
 */
export function parseOfwRates(text: string): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const entry of text.split(',')) {
    if (entry.trim() === '') continue;
    const match = /^\s*([A-Za-z]{3})\s*=\s*(\d+(?:\.\d+)?)\s*$/.exec(entry);
    const rate = match ? Number(match[2]) : NaN;
    if (!match || !(rate > 0)) throw new Error(OFW_RATES_MESSAGE);
    rates[match[1]!.toUpperCase()] = rate;
  }
  return rates;
}

/** Decimal places people use for the currency (JPY none, KWD three, most two). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/**
 * A peso amount in another currency, approximately: pesos ÷ pesos-per-unit, rounded to the
 * currency's own decimals. No amount (null) without a usable rate or for a negative price.
 */
export function approximateAmount(
  pesos: number,
  pesosPerUnit: number | undefined,
  currency: string,
) {
  if (!pesosPerUnit || !(pesosPerUnit > 0) || !Number.isFinite(pesos) || pesos < 0) return null;
  const factor = 10 ** currencyDigits(currency);
  return Math.round((pesos / pesosPerUnit) * factor) / factor;
}

/** "≈ AED 166.08": always marked approximate, in the currency's code (symbols are ambiguous). */
export function formatApproximate(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  const number = new Intl.NumberFormat('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return `≈ ${currency} ${number}`;
}

/** "2 Nov 2026": the rates' day as shoppers read it (YYYY-MM-DD in, the day itself out). */
export function formatRatesDate(asOf: string): string {
  const time = Date.parse(`${asOf}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(time)) return asOf;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(time));
}

/**
 * The line shown beside a peso price for a shopper abroad: "≈ AED 166.08 (approximate, rates
 * of 2 Nov 2026)". Null without a usable rate: then only pesos are shown.
 */
export function approximateText(
  pesos: number,
  pesosPerUnit: number | undefined,
  currency: string,
  asOf: string,
): string | null {
  const amount = approximateAmount(pesos, pesosPerUnit, currency);
  if (amount === null) return null;
  return `${formatApproximate(amount, currency)} (approximate, rates of ${formatRatesDate(asOf)})`;
}

const WEEKDAYS = [
  'Sundays',
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
];

/** Manila has one offset all year (UTC+8, no daylight saving). */
const MANILA_OFFSET_HOURS = 8;

function partsIn(timeZone: string, instant: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, time: `${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()}` };
}

/**
 * The shop's phone hours (8am–5pm Manila, Mondays–Saturdays) as the clock reads in `timeZone`
 * during the week of `on` (daylight saving abroad moves them): "4:00 am – 1:00 pm,
 * Mondays–Saturdays". When Manila's morning is the evening before there, the days move too.
 */
export function phoneHoursIn(timeZone: string, on: Date = new Date()): string {
  // The Monday of that week in Manila, at 8:00 and 17:00 Manila time.
  const manila = new Date(on.getTime() + MANILA_OFFSET_HOURS * 3_600_000);
  const back = (manila.getUTCDay() + 6) % 7;
  const monday = Date.UTC(
    manila.getUTCFullYear(),
    manila.getUTCMonth(),
    manila.getUTCDate() - back,
  );
  const open = partsIn(timeZone, new Date(monday + (8 - MANILA_OFFSET_HOURS) * 3_600_000));
  const close = partsIn(timeZone, new Date(monday + (17 - MANILA_OFFSET_HOURS) * 3_600_000));
  const first = WEEKDAYS[open.day]!;
  const last = WEEKDAYS[(open.day + 5) % 7]!;
  const overnight = close.day !== open.day ? ' (closing the next day)' : '';
  return `${open.time} – ${close.time}${overnight}, ${first}–${last}`;
}
