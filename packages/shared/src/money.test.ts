import { describe, expect, it } from 'vitest';
import { formatPeso, fromCentavos, toCentavos } from './money';

describe('formatPeso', () => {
  it.each([
    [0, '₱0.00'],
    [1234.5, '₱1,234.50'],
    [12499, '₱12,499.00'],
    [1e6, '₱1,000,000.00'],
    [0.005, '₱0.01'],
    [1.005, '₱1.01'],
    [1.004, '₱1.00'],
    [19.99, '₱19.99'],
    [0.1 + 0.2, '₱0.30'],
    [999.995, '₱1,000.00'],
    [123456789.5, '₱123,456,789.50'],
    [-5, '₱0.00'],
    [-0, '₱0.00'],
    [Number.NaN, '₱0.00'],
    [Number.POSITIVE_INFINITY, '₱0.00'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatPeso(amount)).toBe(expected);
  });

  it('writes what Intl writes for pesos, for every centavo amount tried', () => {
    const intl = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
    for (let centavos = 0; centavos < 2_000_000; centavos += 997) {
      const amount = centavos / 100;
      expect(formatPeso(amount)).toBe(intl.format(amount));
    }
  });
});

describe('centavos', () => {
  it('converts pesos to integer centavos', () => {
    expect(toCentavos(12499)).toBe(1249900);
    expect(toCentavos(19.99)).toBe(1999);
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(-4.5)).toBe(-450);
    expect(Object.is(toCentavos(-0.001), 0)).toBe(true);
  });

  it('converts centavos back to pesos', () => {
    expect(fromCentavos(1249900)).toBe(12499);
    expect(fromCentavos(1999)).toBe(19.99);
    expect(fromCentavos(toCentavos(1234.56))).toBe(1234.56);
  });

  it('refuses amounts that are not numbers of centavos', () => {
    expect(() => toCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => fromCentavos(12.5)).toThrow(RangeError);
  });
});
