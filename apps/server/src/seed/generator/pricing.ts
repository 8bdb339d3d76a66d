import type { Rng } from './prng.js';
import { chance, randomInt } from './prng.js';
import type { SeedProtectionPlan } from './types.js';

export type PriceStyle = 'charm' | 'round' | 'half';

/** One style per product, so all its variants are priced alike. */
export function pickPriceStyle(rng: Rng): PriceStyle {
  const roll = rng();
  return roll < 0.15 ? 'round' : roll < 0.25 ? 'half' : 'charm';
}

/**
 * Shop-style price in centavos: ₱8,499 / ₱24,999 ('charm'), ₱18,000 ('round') and,
 * for items under ₱3,000 only, ₱1,249.50 ('half'). Always a multiple of 50 centavos.
 */
export function retailPriceCentavos(pesos: number, style: PriceStyle): number {
  const step = pesos < 3000 ? 50 : pesos < 20000 ? 100 : 500;
  const rounded = Math.max(step, Math.round(pesos / step) * step);
  if (style === 'round') return rounded * 100;
  const charm = (rounded - 1) * 100;
  return style === 'half' && pesos < 3000 ? charm + 50 : charm;
}

/** Previous price for a product on sale; rounded up to whole hundreds of pesos, always above `priceCentavos`. */
export function compareAtCentavos(priceCentavos: number, discount: number): number {
  const original = priceCentavos / (1 - discount);
  const roundedUp = Math.ceil(original / 10000) * 10000;
  return roundedUp > priceCentavos ? roundedUp : priceCentavos + 10000;
}

export function saleDiscount(rng: Rng): number | null {
  return chance(rng, 0.28) ? randomInt(rng, 10, 30) / 100 : null;
}

export function protectionPlanFor(priceCentavos: number): SeedProtectionPlan {
  if (priceCentavos < 20000_00) {
    return { name: '2-Year Furniture Protection Plan', years: 2, priceCentavos: 1499_00 };
  }
  if (priceCentavos < 45000_00) {
    return { name: '3-Year Furniture Protection Plan', years: 3, priceCentavos: 2499_00 };
  }
  return { name: '5-Year Furniture Protection Plan', years: 5, priceCentavos: 3999_00 };
}
