// Trade-in ("fair market") valuation: what an old piece of furniture is worth today and the
// store credit the shop offers for it. Every number lives in TRADE_IN_RULES (data, not code
// branches) so staff can later tune the tables without a release.
import { z } from 'zod';
import { formatPeso, fromCentavos } from './money';

export const TRADE_IN_CONDITIONS = ['like_new', 'good', 'fair', 'worn'] as const;
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number];

export interface BodyTypeRule {
  id: string;
  label: string;
  /** What a typical new one costs, when the shopper does not say what they paid. */
  baseValueCentavos: number;
  /** Share of the value left after each year of use (compounding), e.g. 0.82. */
  yearlyRetention: number;
  /** The value never drops below this share of the new price while it can be resold. */
  floorShare: number;
}

export interface BrandTier {
  id: string;
  label: string;
  /** Multiplies the base value: a known brand resells for more. */
  factor: number;
}

export interface TradeInRules {
  bodyTypes: BodyTypeRule[];
  /** Brand name -> tier id; a brand not listed here is not accepted. */
  brands: { name: string; tier: string; lines: string[] }[];
  tiers: BrandTier[];
  conditions: Record<TradeInCondition, { label: string; factor: number }>;
  /** The fair market range is the point value minus / plus this share. */
  rangeSpread: number;
  /** The credit is this share of the range's low end (the shop resells or recycles). */
  creditShare: number;
  /** How many years back a purchase may be. */
  maxAgeYears: number;
  /** Codes from an accepted offer are valid this many days. */
  creditValidDays: number;
}

/** The shop's own brand: its catalogue's collections are its product lines. */
export const HOUSE_BRAND = 'Casa Filipina';
export const OTHER_BRAND = 'Other brand / locally made';

export const TRADE_IN_RULES: TradeInRules = {
  bodyTypes: [
    {
      id: 'sofa',
      label: 'Sofa',
      baseValueCentavos: 3_500_000,
      yearlyRetention: 0.8,
      floorShare: 0.1,
    },
    {
      id: 'sectional',
      label: 'Sectional sofa',
      baseValueCentavos: 6_000_000,
      yearlyRetention: 0.8,
      floorShare: 0.1,
    },
    {
      id: 'bed_frame',
      label: 'Bed frame',
      baseValueCentavos: 2_500_000,
      yearlyRetention: 0.85,
      floorShare: 0.12,
    },
    {
      id: 'mattress',
      label: 'Mattress',
      baseValueCentavos: 2_000_000,
      yearlyRetention: 0.7,
      floorShare: 0.05,
    },
    {
      id: 'dining_set',
      label: 'Dining set',
      baseValueCentavos: 3_000_000,
      yearlyRetention: 0.85,
      floorShare: 0.12,
    },
    {
      id: 'wardrobe',
      label: 'Wardrobe',
      baseValueCentavos: 2_200_000,
      yearlyRetention: 0.85,
      floorShare: 0.12,
    },
    {
      id: 'office_chair',
      label: 'Office chair',
      baseValueCentavos: 800_000,
      yearlyRetention: 0.75,
      floorShare: 0.08,
    },
    {
      id: 'office_desk',
      label: 'Office desk',
      baseValueCentavos: 1_000_000,
      yearlyRetention: 0.82,
      floorShare: 0.1,
    },
    {
      id: 'coffee_table',
      label: 'Coffee table',
      baseValueCentavos: 700_000,
      yearlyRetention: 0.85,
      floorShare: 0.1,
    },
    {
      id: 'bookshelf',
      label: 'Bookshelf',
      baseValueCentavos: 600_000,
      yearlyRetention: 0.85,
      floorShare: 0.1,
    },
  ],
  tiers: [
    { id: 'house', label: 'Casa Filipina', factor: 1.1 },
    { id: 'known', label: 'Known brand', factor: 1 },
    { id: 'local', label: 'Other or locally made', factor: 0.8 },
  ],
  brands: [
    { name: HOUSE_BRAND, tier: 'house', lines: [] },
    { name: 'IKEA', tier: 'known', lines: ['Living room', 'Bedroom', 'Dining', 'Office'] },
    { name: 'Mandaue Foam', tier: 'known', lines: ['Living room', 'Bedroom', 'Dining', 'Office'] },
    { name: 'SM Home', tier: 'known', lines: ['Living room', 'Bedroom', 'Dining', 'Office'] },
    { name: 'Our Home', tier: 'known', lines: ['Living room', 'Bedroom', 'Dining', 'Office'] },
    { name: OTHER_BRAND, tier: 'local', lines: ['Handmade', 'Factory made'] },
  ],
  conditions: {
    like_new: { label: 'Like new', factor: 1 },
    good: { label: 'Good', factor: 0.85 },
    fair: { label: 'Fair', factor: 0.65 },
    worn: { label: 'Worn', factor: 0.4 },
  },
  rangeSpread: 0.1,
  creditShare: 0.8,
  maxAgeYears: 15,
  creditValidDays: 30,
};

/** The house brand's line when its catalogue has none to name. */
export const HOUSE_OTHER_LINE = 'Other Casa Filipina piece';

/** The current year in Manila (UTC+8, no daylight saving). */
export function manilaYear(now: Date): number {
  return new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
}

/** This year back maxAgeYears, newest first. */
export function tradeInYears(now: Date, rules: TradeInRules = TRADE_IN_RULES): number[] {
  const thisYear = manilaYear(now);
  return Array.from({ length: rules.maxAgeYears + 1 }, (_, index) => thisYear - index);
}

export interface TradeInInput {
  year: number;
  brand: string;
  subModel: string;
  bodyType: string;
  condition: TradeInCondition;
  pricePaid?: number | undefined;
}

export interface TradeInValuation {
  lowCentavos: number;
  highCentavos: number;
  creditCentavos: number;
  /** How the numbers were reached, in words a shopper can follow. */
  rule: string;
}

const roundTo100Pesos = (centavos: number) => Math.round(centavos / 10_000) * 10_000;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The fair market value and the credit. Assumes the input passed tradeInInputSchema (known
 * body type and brand, year in range). Values are rounded to ₱100.
 */
export function valueTradeIn(
  input: TradeInInput,
  now: Date,
  rules: TradeInRules = TRADE_IN_RULES,
): TradeInValuation {
  const body = rules.bodyTypes.find((item) => item.id === input.bodyType);
  const brand = rules.brands.find((item) => item.name === input.brand);
  const tier = rules.tiers.find((item) => item.id === brand?.tier);
  if (!body || !brand || !tier) throw new Error(`No rule for ${input.bodyType} / ${input.brand}`);
  const condition = rules.conditions[input.condition];
  const age = Math.max(0, manilaYear(now) - input.year);
  const paid = input.pricePaid !== undefined ? Math.round(input.pricePaid * 100) : undefined;
  // A price paid is what this very piece cost; without it, a typical new one of the brand.
  const newValue = paid ?? Math.round(body.baseValueCentavos * tier.factor);
  const retained = Math.max(body.yearlyRetention ** age, body.floorShare);
  const point = newValue * retained * condition.factor;
  const low = roundTo100Pesos(point * (1 - rules.rangeSpread));
  const high = roundTo100Pesos(point * (1 + rules.rangeSpread));
  const credit = roundTo100Pesos(low * rules.creditShare);
  const start =
    paid !== undefined
      ? `From the ${formatPeso(fromCentavos(paid))} you paid`
      : `From a typical new ${body.label.toLowerCase()} (${formatPeso(fromCentavos(body.baseValueCentavos))}) × ${tier.factor} for ${tier.label}`;
  const ageText =
    age === 0
      ? 'bought this year'
      : `${age} year${age === 1 ? '' : 's'} at ${percent(body.yearlyRetention)} a year kept (never below ${percent(body.floorShare)})`;
  return {
    lowCentavos: low,
    highCentavos: high,
    creditCentavos: credit,
    rule: `${start}; ${ageText}; ${condition.label.toLowerCase()} condition × ${condition.factor}; range ±${percent(rules.rangeSpread)}; credit is ${percent(rules.creditShare)} of the low end.`,
  };
}

export const TRADE_IN_MESSAGES = {
  year: 'Choose the year you bought it (this year or up to 15 years back).',
  brand: 'We do not accept that brand yet. Choose one from the list.',
  subModel: 'Choose the product line.',
  bodyType: 'Choose the type of furniture.',
  condition: 'Choose the condition: like new, good, fair or worn.',
  pricePaid: 'Price paid must be a positive amount in pesos.',
  noValue: 'This piece has no trade-in value left.',
} as const;

/** The calculate body's shape, for OpenAPI and the route (names and years: tradeInInputSchema). */
export const tradeInBodySchema = z.object({
  year: z.number({ error: TRADE_IN_MESSAGES.year }).int({ error: TRADE_IN_MESSAGES.year }),
  brand: z.string({ error: TRADE_IN_MESSAGES.brand }).max(120, { error: TRADE_IN_MESSAGES.brand }),
  subModel: z
    .string({ error: TRADE_IN_MESSAGES.subModel })
    .trim()
    .min(1, { error: TRADE_IN_MESSAGES.subModel })
    .max(120, { error: TRADE_IN_MESSAGES.subModel }),
  bodyType: z
    .string({ error: TRADE_IN_MESSAGES.bodyType })
    .max(60, { error: TRADE_IN_MESSAGES.bodyType }),
  condition: z.enum(TRADE_IN_CONDITIONS, { error: TRADE_IN_MESSAGES.condition }),
  pricePaid: z
    .number({ error: TRADE_IN_MESSAGES.pricePaid })
    .positive({ error: TRADE_IN_MESSAGES.pricePaid })
    .max(10_000_000, { error: TRADE_IN_MESSAGES.pricePaid })
    .optional(),
});

/** The full check: `now` bounds the years, so a page left open over New Year is refused. */
export function tradeInInputSchema(now: Date, rules: TradeInRules = TRADE_IN_RULES) {
  const thisYear = manilaYear(now);
  return tradeInBodySchema.superRefine((input, ctx) => {
    if (input.year > thisYear || input.year < thisYear - rules.maxAgeYears) {
      ctx.addIssue({ code: 'custom', path: ['year'], message: TRADE_IN_MESSAGES.year });
    }
    if (!rules.brands.some((brand) => brand.name === input.brand)) {
      ctx.addIssue({ code: 'custom', path: ['brand'], message: TRADE_IN_MESSAGES.brand });
    }
    if (!rules.bodyTypes.some((body) => body.id === input.bodyType)) {
      ctx.addIssue({ code: 'custom', path: ['bodyType'], message: TRADE_IN_MESSAGES.bodyType });
    }
  });
}

export const tradeInValuationSchema = z.object({
  low: z.number(),
  high: z.number(),
  credit: z.number(),
  rule: z.string(),
});
export type TradeInValuationDto = z.infer<typeof tradeInValuationSchema>;

export const bodyTypeDtoSchema = z.object({
  id: z.string(),
  label: z.string(),
  baseValue: z.number(),
  yearlyRetention: z.number(),
  floorShare: z.number(),
});
export type BodyTypeDto = z.infer<typeof bodyTypeDtoSchema>;

export const tradeInCreditSchema = z.object({
  id: z.string(),
  code: z.string(),
  credit: z.number(),
  expiresAt: z.string(),
  status: z.enum(['active', 'used', 'cancelled']),
  collectNote: z.string(),
});
export type TradeInCredit = z.infer<typeof tradeInCreditSchema>;
