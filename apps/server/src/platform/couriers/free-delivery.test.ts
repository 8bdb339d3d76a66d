import { describe, expect, it } from 'vitest';
import { FREE_DELIVERY, freeDeliveryText, withFreeDelivery } from './free-delivery';
import type { CourierQuote } from './provider';

const quotes: CourierQuote[] = [
  { code: 'casa-fleet', name: 'Truck', feeCentavos: 2_150_00, estimatedDays: { min: 1, max: 3 } },
  { code: 'lbc-cargo', name: 'LBC', feeCentavos: 1_900_00, estimatedDays: { min: 2, max: 4 } },
];
const fees = (list: CourierQuote[]) => list.map((quote) => quote.feeCentavos);

describe('the free-delivery rule', () => {
  it('says its area and amount in the words the ticker and FAQ use', () => {
    expect(freeDeliveryText()).toBe(
      'Free delivery within Metro Manila on orders of ₱15,000 or more.',
    );
    expect(freeDeliveryText({ ...FREE_DELIVERY, zone: 'visayas', minimumCentavos: 9_999_50 })).toBe(
      'Free delivery within Visayas on orders of ₱9,999.50 or more.',
    );
  });

  it('makes the shop’s own truck free in its zone from the minimum on', () => {
    const at = (merchandiseCentavos: number) =>
      fees(withFreeDelivery(quotes, { zone: 'metro_manila', merchandiseCentavos }));
    expect(at(28_198_00)).toEqual([0, 1_900_00]);
    expect(at(15_000_00)).toEqual([0, 1_900_00]);
    expect(at(14_999_99)).toEqual([2_150_00, 1_900_00]);
  });

  it('does not apply outside its zone', () => {
    expect(
      fees(withFreeDelivery(quotes, { zone: 'visayas', merchandiseCentavos: 50_000_00 })),
    ).toEqual([2_150_00, 1_900_00]);
  });
});
