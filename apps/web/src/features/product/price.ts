import { formatPriceRange } from '@shop/shared/price-range';
import type { PriceDetail } from '@shop/shared/contracts/catalogue';

export interface PriceDisplay {
  /** By the spec's rule: '₱1,000.00 - ₱2,500.00', or one price when lowest and highest match. */
  price: string;
  /** The regular price struck through beside a sale price; null when nothing is discounted. */
  compareAt: string | null;
}

type PriceEntry = Pick<PriceDetail, 'price' | 'compare_at_price'>;

export function priceDisplay(entries: readonly PriceEntry[]): PriceDisplay {
  const price = formatPriceRange(entries);
  const discounted = entries.some(
    (entry) => entry.compare_at_price !== null && entry.compare_at_price > entry.price,
  );
  if (!discounted) return { price, compareAt: null };
  // Variants without a compare-at price are sold at their price; they count as their own regular price.
  const compareAt = formatPriceRange(
    entries.map((entry) => ({
      price: Math.max(entry.compare_at_price ?? entry.price, entry.price),
    })),
  );
  return { price, compareAt: compareAt === price ? null : compareAt };
}
