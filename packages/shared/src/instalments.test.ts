import { describe, expect, it } from 'vitest';
import {
  instalmentOptions,
  instalmentPerMonth,
  parseInstalmentMonths,
  type InstalmentTerms,
} from './instalments';

const terms: InstalmentTerms = { months: [3, 6, 12], min_amount: 10_000 };

describe('instalmentPerMonth', () => {
  it('divides evenly when it can', () => {
    expect(instalmentPerMonth(12_000, 3)).toBe(4_000);
    expect(instalmentPerMonth(12_000, 12)).toBe(1_000);
  });

  it('rounds a fraction of a centavo up, so the months cover the price', () => {
    // 10,000.01 / 3 = 3,333.3366… -> 3,333.34 (3 × 3,333.34 = 10,000.02 ≥ the price)
    expect(instalmentPerMonth(10_000.01, 3)).toBe(3_333.34);
    // 24,999 / 12 = 2,083.25 exactly
    expect(instalmentPerMonth(24_999, 12)).toBe(2_083.25);
    // 15,999 / 6 = 2,666.5 -> 2,666.50; 15,999.99 / 6 = 2,666.665 -> 2,666.67
    expect(instalmentPerMonth(15_999, 6)).toBe(2_666.5);
    expect(instalmentPerMonth(15_999.99, 6)).toBe(2_666.67);
    // 10,000.03 / 3 = 3,333.3433… -> up to 3,333.35, never down to 3,333.34
    expect(instalmentPerMonth(10_000.03, 3)).toBe(3_333.35);
  });

  it('never quotes less than the price over the term', () => {
    for (const amount of [10_000.01, 13_457.89, 99_999.99, 45_678.9]) {
      for (const months of [3, 6, 12, 24]) {
        const perMonth = instalmentPerMonth(amount, months);
        expect(Math.round(perMonth * 100) * months).toBeGreaterThanOrEqual(
          Math.round(amount * 100),
        );
        expect(Math.round(perMonth * 100) * months - Math.round(amount * 100)).toBeLessThan(months);
      }
    }
  });

  it('refuses a term that is not a whole number of months', () => {
    expect(() => instalmentPerMonth(12_000, 0)).toThrow(RangeError);
    expect(() => instalmentPerMonth(12_000, 2.5)).toThrow(RangeError);
  });
});

describe('instalmentOptions', () => {
  it('offers nothing at or under the minimum', () => {
    expect(instalmentOptions(9_999.99, terms)).toEqual([]);
    expect(instalmentOptions(10_000, terms)).toEqual([]);
  });

  it('offers every term, shortest first, once the amount is over the minimum', () => {
    expect(instalmentOptions(10_000.01, terms).map((option) => option.months)).toEqual([3, 6, 12]);
    expect(instalmentOptions(36_000, { months: [12, 3], min_amount: 10_000 })).toEqual([
      { months: 3, perMonth: 12_000 },
      { months: 12, perMonth: 3_000 },
    ]);
  });

  it('follows a configured minimum', () => {
    expect(instalmentOptions(6_000, { months: [3], min_amount: 5_000 })).toEqual([
      { months: 3, perMonth: 2_000 },
    ]);
  });
});

describe('parseInstalmentMonths', () => {
  it('reads a comma-separated list, sorted and without repeats', () => {
    expect(parseInstalmentMonths('3,6,12')).toEqual([3, 6, 12]);
    expect(parseInstalmentMonths(' 12, 3 ,6,6')).toEqual([3, 6, 12]);
  });

  it('refuses anything that is not whole months from 2 to 60', () => {
    for (const value of ['', '3,,6', '0', '1', '61', '3.5', 'six', '-3', '3;6']) {
      expect(parseInstalmentMonths(value), value).toBeUndefined();
    }
  });
});
