import { formatPeso } from './money';

export interface PriceEntry {
  price: number;
}

export interface PriceRange {
  min: number;
  max: number;
}

/** Lowest and highest price; entries without a finite price are ignored. */
export function priceRange(
  priceDetails: readonly PriceEntry[] | null | undefined,
): PriceRange | null {
  const prices = (priceDetails ?? []).map((entry) => entry.price).filter(Number.isFinite);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * Spec section 3: "several prices display as lowest-highest, or one price if the top two are
 * equal". Read as: after sorting, when the lowest and the highest price are the same (one entry,
 * or all entries equal) show that one price; otherwise '₱1,000.00 - ₱2,500.00'. Comparing only
 * the first two sorted entries would print one price for [100, 100, 200] and hide the 200.
 * Equality is judged on the displayed text, so prices that round to the same centavo show once.
 */
export function formatPriceRange(priceDetails: readonly PriceEntry[] | null | undefined): string {
  const range = priceRange(priceDetails);
  if (range === null) return '';
  const low = formatPeso(range.min);
  const high = formatPeso(range.max);
  return low === high ? low : `${low} - ${high}`;
}
