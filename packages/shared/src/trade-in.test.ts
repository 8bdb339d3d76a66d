import { describe, expect, it } from 'vitest';
import {
  TRADE_IN_MESSAGES,
  TRADE_IN_RULES,
  manilaYear,
  tradeInInputSchema,
  tradeInYears,
  valueTradeIn,
  type TradeInInput,
} from './trade-in';

// 2026-11-27 in Manila; the year turns at 16:00 UTC on 31 December.
const now = new Date('2026-11-27T01:00:00Z');
const sofa: TradeInInput = {
  year: 2026,
  brand: 'IKEA',
  subModel: 'Living room',
  bodyType: 'sofa',
  condition: 'like_new',
};

describe('valueTradeIn', () => {
  it.each([
    // [case, input change, low, high, credit] in centavos, rounded to ₱100
    ['new known-brand sofa, like new', {}, 3_150_000, 3_850_000, 2_520_000],
    ['one year old, good', { year: 2025, condition: 'good' }, 2_140_000, 2_620_000, 1_710_000],
    [
      'house brand pays more',
      { brand: 'Casa Filipina', subModel: 'Narra Heritage' },
      3_470_000,
      4_240_000,
      2_780_000,
    ],
    [
      'locally made pays less',
      { brand: 'Other brand / locally made', subModel: 'Handmade' },
      2_520_000,
      3_080_000,
      2_020_000,
    ],
    [
      'price paid replaces the typical price',
      { pricePaid: 50_000, condition: 'fair', year: 2024 },
      1_870_000,
      2_290_000,
      1_500_000,
    ],
    [
      '15 years old stops at the floor',
      { year: 2011, condition: 'worn' },
      130_000,
      150_000,
      100_000,
    ],
    [
      'mattress loses value fastest',
      { bodyType: 'mattress', year: 2023 },
      620_000,
      750_000,
      500_000,
    ],
  ] as const)('%s', (_, change, low, high, credit) => {
    const result = valueTradeIn({ ...sofa, ...change } as TradeInInput, now);
    expect(result).toMatchObject({ lowCentavos: low, highCentavos: high, creditCentavos: credit });
  });

  it('explains the rule it applied in words', () => {
    const { rule } = valueTradeIn(
      { ...sofa, year: 2024, condition: 'good', pricePaid: 40_000 },
      now,
    );
    expect(rule).toContain('From the ₱40,000.00 you paid');
    expect(rule).toContain('2 years at 80% a year kept');
    expect(rule).toContain('good condition × 0.85');
    expect(rule).toContain('credit is 80% of the low end');
  });

  it('reads every number from the rules it is given (staff-configurable data)', () => {
    const rules = { ...TRADE_IN_RULES, creditShare: 0.5 };
    expect(valueTradeIn(sofa, now, rules).creditCentavos).toBe(1_580_000);
  });
});

describe('years', () => {
  it.each([
    ['late on 31 Dec UTC is already next year in Manila', '2026-12-31T16:30:00Z', 2027],
    ['early on 31 Dec UTC is still this year', '2026-12-31T15:59:00Z', 2026],
  ])('%s', (_, at, year) => {
    expect(manilaYear(new Date(at))).toBe(year);
  });

  it('lists this year back 15 years, newest first', () => {
    const years = tradeInYears(now);
    expect(years).toHaveLength(16);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2011);
  });
});

describe('tradeInInputSchema', () => {
  const schema = tradeInInputSchema(now);
  it.each([
    ['a future year', { year: 2027 }, 'year', TRADE_IN_MESSAGES.year],
    ['a year too old', { year: 2010 }, 'year', TRADE_IN_MESSAGES.year],
    ['an unknown brand', { brand: 'Acme' }, 'brand', TRADE_IN_MESSAGES.brand],
    ['an unknown body type', { bodyType: 'piano' }, 'bodyType', TRADE_IN_MESSAGES.bodyType],
    ['a negative price paid', { pricePaid: -1 }, 'pricePaid', TRADE_IN_MESSAGES.pricePaid],
    ['an unknown condition', { condition: 'broken' }, 'condition', TRADE_IN_MESSAGES.condition],
  ])('refuses %s', (_, change, path, message) => {
    const result = schema.safeParse({ ...sofa, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });

  it('accepts a complete answer without a price paid', () => {
    expect(schema.safeParse(sofa).success).toBe(true);
  });
});
