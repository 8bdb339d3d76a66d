import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  discountAmount,
  priceLines,
  vatOfInclusive,
  type DiscountRule,
  type PriceLineInput,
} from './pricing';

const line = fc.record({
  id: fc.uuid(),
  quantity: fc.integer({ min: 1, max: 25 }),
  // ₱0.01 to ₱500,000 a unit; some lines carry a protection plan.
  unitCentavos: fc.integer({ min: 1, max: 50_000_000 }),
  planCentavos: fc.oneof(fc.constant(0), fc.integer({ min: 1_499_00, max: 3_999_00 })),
}) satisfies fc.Arbitrary<PriceLineInput>;

const cart = fc.array(line, { minLength: 1, maxLength: 12 });

const rule: fc.Arbitrary<DiscountRule | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    type: fc.constant('percentage' as const),
    value: fc.integer({ min: 1, max: 10_000 }),
    maxDiscountCentavos: fc.option(fc.integer({ min: 1, max: 10_000_00 }), { nil: null }),
  }),
  fc.record({
    type: fc.constant('fixed' as const),
    value: fc.integer({ min: 1, max: 100_000_00 }),
    maxDiscountCentavos: fc.constant(null),
  }),
);

const shipping = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000_00 }));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('priceLines (property-based)', () => {
  it('lines add up to the totals to the centavo', () => {
    fc.assert(
      fc.property(cart, rule, shipping, (lines, discount, fee) => {
        const result = priceLines(lines, discount, fee);
        expect(sum(result.lines.map((l) => l.grossCentavos))).toBe(result.subtotalCentavos);
        expect(sum(result.lines.map((l) => l.discountCentavos))).toBe(result.discountCentavos);
        expect(sum(result.lines.map((l) => l.netCentavos)) + result.shippingFeeCentavos).toBe(
          result.totalCentavos,
        );
        expect(sum(result.lines.map((l) => l.vatCentavos)) + result.shippingVatCentavos).toBe(
          result.vatCentavos,
        );
        expect(result.vatCentavos + result.vatableSalesCentavos).toBe(result.totalCentavos);
        expect(result.subtotalCentavos - result.discountCentavos + fee).toBe(result.totalCentavos);
        for (const priced of result.lines) {
          expect(priced.grossCentavos - priced.discountCentavos).toBe(priced.netCentavos);
        }
      }),
    );
  });

  it('never gives a negative figure, nor a line more discount or VAT than it has', () => {
    fc.assert(
      fc.property(cart, rule, shipping, (lines, discount, fee) => {
        const result = priceLines(lines, discount, fee);
        for (const value of [
          result.subtotalCentavos,
          result.discountCentavos,
          result.shippingFeeCentavos,
          result.shippingVatCentavos,
          result.vatCentavos,
          result.vatableSalesCentavos,
          result.totalCentavos,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(value)).toBe(true);
        }
        for (const priced of result.lines) {
          expect(priced.discountCentavos).toBeGreaterThanOrEqual(0);
          expect(priced.netCentavos).toBeGreaterThanOrEqual(0);
          expect(priced.vatCentavos).toBeGreaterThanOrEqual(0);
          expect(priced.vatCentavos).toBeLessThanOrEqual(priced.netCentavos);
        }
        expect(result.shippingVatCentavos).toBeLessThanOrEqual(result.shippingFeeCentavos);
        expect(result.discountCentavos).toBeLessThanOrEqual(result.subtotalCentavos);
      }),
    );
  });

  it('is deterministic: the same cart and code always give the same figures', () => {
    fc.assert(
      fc.property(cart, rule, shipping, (lines, discount, fee) => {
        const copy = lines.map((l) => ({ ...l }));
        expect(priceLines(copy, discount, fee)).toEqual(priceLines(lines, discount, fee));
      }),
    );
  });

  it('derives VAT once from the total: 12/112 of it, rounded half up', () => {
    fc.assert(
      fc.property(cart, rule, shipping, (lines, discount, fee) => {
        const result = priceLines(lines, discount, fee);
        const exact = (result.totalCentavos * 12) / 112;
        expect(Math.abs(result.vatCentavos - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('shares each line a discount within a centavo of its proportional share', () => {
    fc.assert(
      fc.property(cart, rule, (lines, discount) => {
        const result = priceLines(lines, discount, 0);
        for (const priced of result.lines) {
          const exact = (result.discountCentavos * priced.grossCentavos) / result.subtotalCentavos;
          expect(Math.abs(priced.discountCentavos - exact)).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('allocate', () => {
  it('gives leftover centavos to the largest remainders, ties to the earlier part', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(allocate(1, [0, 5, 5])).toEqual([0, 1, 0]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('discountAmount', () => {
  it('rounds a percentage half up, caps it, and never exceeds the subtotal', () => {
    const tenPercent = { type: 'percentage', value: 1000, maxDiscountCentavos: null } as const;
    expect(discountAmount(12_345, tenPercent)).toBe(1_235);
    expect(discountAmount(100_000_00, { ...tenPercent, maxDiscountCentavos: 3_000_00 })).toBe(
      3_000_00,
    );
    expect(
      discountAmount(300_00, { type: 'fixed', value: 500_00, maxDiscountCentavos: null }),
    ).toBe(300_00);
  });
});

describe('vatOfInclusive', () => {
  it('is 12/112 of a VAT-inclusive amount', () => {
    expect(vatOfInclusive(112_00)).toBe(12_00);
    expect(vatOfInclusive(20_000_00)).toBe(2_142_86);
    expect(vatOfInclusive(0)).toBe(0);
  });
});

describe('priceLines with a code limited to some lines', () => {
  const limited = fc
    .tuple(
      cart,
      rule.filter((value) => value !== null),
    )
    .chain(([lines, base]) =>
      fc
        .subarray(lines.map((entry) => entry.id))
        .map((ids) => ({ lines, rule: { ...base, eligibleLineIds: new Set(ids) } })),
    );

  it('discounts only the eligible lines, as the code would their subtotal alone', () => {
    fc.assert(
      fc.property(limited, shipping, ({ lines, rule: code }, fee) => {
        const priced = priceLines(lines, code, fee);
        const eligible = priced.lines.filter((entry) => code.eligibleLineIds.has(entry.id));
        const eligibleGross = sum(eligible.map((entry) => entry.grossCentavos));
        expect(priced.discountCentavos).toBe(discountAmount(eligibleGross, code));
        expect(sum(eligible.map((entry) => entry.discountCentavos))).toBe(priced.discountCentavos);
        for (const entry of priced.lines) {
          if (!code.eligibleLineIds.has(entry.id)) expect(entry.discountCentavos).toBe(0);
          expect(entry.netCentavos).toBe(entry.grossCentavos - entry.discountCentavos);
        }
        expect(
          sum(priced.lines.map((entry) => entry.vatCentavos)) + priced.shippingVatCentavos,
        ).toBe(priced.vatCentavos);
        expect(priced.totalCentavos).toBe(priced.subtotalCentavos - priced.discountCentavos + fee);
      }),
    );
  });

  it('caps a fixed amount at the eligible lines’ subtotal', () => {
    const lines = [
      { id: 'sofa', quantity: 1, unitCentavos: 30_000_00, planCentavos: 0 },
      { id: 'lamp', quantity: 2, unitCentavos: 1_250_00, planCentavos: 0 },
    ];
    const priced = priceLines(
      lines,
      {
        type: 'fixed',
        value: 5_000_00,
        maxDiscountCentavos: null,
        eligibleLineIds: new Set(['lamp']),
      },
      0,
    );
    expect(priced.discountCentavos).toBe(2_500_00);
    expect(priced.lines.map((entry) => entry.discountCentavos)).toEqual([0, 2_500_00]);
  });
});
