// Money is stored as integer centavos; API responses carry pesos with 2 decimals.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * '₱12,499.00' — what `Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })`
 * writes, without Intl: the first Intl formatter a page makes loads the browser's locale data,
 * some 15 ms on a phone in the middle of drawing the first prices. Half a centavo rounds up,
 * as Intl rounds the amount's decimal form (1.005 → ₱1.01, where 1.005 × 100 is 100.4999…).
 * Negative, NaN and infinite amounts show as '₱0.00' (spec section 9).
 */
export function formatPeso(amount: number): string {
  const pesos = Number.isFinite(amount) && amount > 0 ? amount : 0;
  const centavos = Math.round(Number((pesos * 100).toPrecision(15)));
  const whole = Math.floor(centavos / 100).toString();
  const cents = (centavos % 100).toString().padStart(2, '0');
  return `₱${whole.replace(THOUSANDS, ',')}.${cents}`;
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
