import type { PaymentOutcome } from '../gateway';

// Paygate response codes: GR001 and GR002 are successful transactions, GR033 is pending (the
// shopper still has to pay, e.g. over the counter), GR053 is cancelled by the shopper; every
// other code is a failed transaction.
export const PAYNAMICS_SUCCESS_CODES = ['GR001', 'GR002'] as const;
export const PAYNAMICS_PENDING_CODE = 'GR033';
export const PAYNAMICS_CANCELLED_CODE = 'GR053';
/** What the sandbox answers for "Fail payment": any code outside the three groups above. */
export const PAYNAMICS_FAILED_CODE = 'GR003';

export function paynamicsOutcome(code: string): PaymentOutcome {
  if ((PAYNAMICS_SUCCESS_CODES as readonly string[]).includes(code)) return 'paid';
  if (code === PAYNAMICS_PENDING_CODE) return 'pending';
  if (code === PAYNAMICS_CANCELLED_CODE) return 'cancelled';
  return 'failed';
}
