// Money is stored as integer centavos; API responses carry pesos with 2 decimals.
import { CURRENCY, LOCALE } from './constants';

const pesoFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₱12,499.00'. Negative, NaN and infinite amounts show as '₱0.00' (spec section 9). */
export function formatPeso(amount: number): string {
  return pesoFormat.format(Number.isFinite(amount) && amount > 0 ? amount : 0);
}

/** Rounds half away from zero to the nearest centavo. */
export function toCentavos(pesos: number): number {
  if (!Number.isFinite(pesos)) throw new RangeError(`Not an amount: ${pesos}`);
  // `+ 0` turns -0 into 0.
  return Math.sign(pesos) * Math.round(Math.abs(pesos) * 100) + 0;
}

export function fromCentavos(centavos: number): number {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Not a centavo amount: ${centavos}`);
  return centavos / 100;
}
