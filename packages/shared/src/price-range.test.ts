import { describe, expect, it } from 'vitest';
import { formatPriceRange, priceRange } from './price-range';

describe('priceRange', () => {
  it('is null without prices', () => {
    expect(priceRange([])).toBeNull();
    expect(priceRange(undefined)).toBeNull();
    expect(priceRange([{ price: Number.NaN }])).toBeNull();
  });

  it('finds the lowest and highest of unsorted prices', () => {
    expect(priceRange([{ price: 2500 }, { price: 1000 }, { price: 1800 }])).toEqual({
      min: 1000,
      max: 2500,
    });
  });
});

describe('formatPriceRange', () => {
  it('is empty without prices', () => {
    expect(formatPriceRange([])).toBe('');
    expect(formatPriceRange(null)).toBe('');
  });

  it('shows one price for one entry', () => {
    expect(formatPriceRange([{ price: 12499 }])).toBe('₱12,499.00');
  });

  it('shows one price when all prices are equal', () => {
    expect(formatPriceRange([{ price: 999.5 }, { price: 999.5 }, { price: 999.5 }])).toBe(
      '₱999.50',
    );
  });

  it('shows lowest-highest otherwise, whatever the input order', () => {
    expect(formatPriceRange([{ price: 2500 }, { price: 1000 }])).toBe('₱1,000.00 - ₱2,500.00');
    expect(formatPriceRange([{ price: 1000 }, { price: 2500 }, { price: 1000 }])).toBe(
      '₱1,000.00 - ₱2,500.00',
    );
  });

  it('does not hide a higher price behind two equal low ones', () => {
    expect(formatPriceRange([{ price: 100 }, { price: 100 }, { price: 200 }])).toBe(
      '₱100.00 - ₱200.00',
    );
  });
});
