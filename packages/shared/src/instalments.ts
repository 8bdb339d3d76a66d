// 0% instalments: what a card holder pays each month (decision 023).
import { fromCentavos, toCentavos } from './money';
import type { InstalmentTerms } from './purchase-terms';

export type { InstalmentTerms } from './purchase-terms';

/** The shop's defaults: the ticker's "Pay in up to 12 months at 0% interest ... over ₱10,000". */
export const DEFAULT_INSTALMENT_MONTHS = [3, 6, 12] as const;
export const DEFAULT_INSTALMENT_MIN_AMOUNT = 10_000;
export const INSTALMENT_MAX_MONTHS = 60;

export interface InstalmentOption {
  months: number;
  /** Pesos, 2 decimals. */
  perMonth: number;
}

/**
 * Per month = amount / months, rounded UP to the next centavo, as the card banks' 0% plans do:
 * the monthly charge times the months never falls short of the price (the bank's last bill takes
 * back the few centavos over).
 */
export function instalmentPerMonth(amount: number, months: number): number {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Not a term: ${months}`);
  const centavos = toCentavos(amount);
  if (centavos <= 0) return 0;
  return fromCentavos(Math.ceil(centavos / months));
}

/** The options for an amount: none unless it is over the minimum ("orders over ₱10,000"). */
export function instalmentOptions(amount: number, terms: InstalmentTerms): InstalmentOption[] {
  if (!Number.isFinite(amount) || toCentavos(amount) <= toCentavos(terms.min_amount)) return [];
  return [...terms.months]
    .sort((a, b) => a - b)
    .map((months) => ({ months, perMonth: instalmentPerMonth(amount, months) }));
}

/**
 * INSTALMENT_MONTHS: '3,6,12' -> [3, 6, 12] (sorted, unique); undefined when a part is not a
 * whole number of months from 2 to 60, or the list is empty.
 */
export function parseInstalmentMonths(value: string): number[] | undefined {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part))) return undefined;
  const months = parts.map(Number);
  if (months.some((month) => month < 2 || month > INSTALMENT_MAX_MONTHS)) return undefined;
  return [...new Set(months)].sort((a, b) => a - b);
}
