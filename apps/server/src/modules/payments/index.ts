// The payments module's public face: online payment through the gateway (its routes and
// service) and, outside production, the sandbox gateway's pages.
import type { Database } from '../../db/client';
import { createPaymentsRepository } from './payments-repository';
import { createPaymentsService } from './payments-service';

type PaymentsDeps = Parameters<typeof createPaymentsService>[0];

export function createPayments(deps: Omit<PaymentsDeps, 'repository'> & { db: Database }) {
  const { db, ...rest } = deps;
  return createPaymentsService({ ...rest, repository: createPaymentsRepository(db) });
}

export { paymentsRoutes } from './payments-routes';
export { purchaseTermsRoutes } from './purchase-terms-routes';
export { sandboxRoutes } from './sandbox-routes';
export type { PaymentsService } from './payments-service';
