import type { Transaction } from '../../db/client';
import type { JobRunner } from '../../platform/jobs/runner';

/**
 * The orders module's background jobs. Names, payloads and dedupe keys are stored with every
 * queued job, so they stay as they are: jobs already waiting in a database must still run.
 */
export const ORDER_JOBS = {
  mail: 'order.mail',
  expireUnpaid: 'order.expire-unpaid',
  /** Completes a received order when its return window has ended. */
  complete: 'order.complete',
} as const;

/** The expiry of an online order not paid by `paymentDueAt`. */
export const queueExpiry = (jobs: JobRunner, orderId: string, runAt: Date, tx: Transaction) =>
  jobs.enqueue(
    {
      type: ORDER_JOBS.expireUnpaid,
      payload: { orderId },
      runAt,
      dedupeKey: `order-expiry:${orderId}`,
    },
    tx,
  );

/** The completion of a received order once its return window is over. */
export const queueCompletion = (
  jobs: JobRunner,
  orderId: string,
  runAt: Date,
  dedupeKey: string,
  tx: Transaction,
) => jobs.enqueue({ type: ORDER_JOBS.complete, payload: { orderId }, runAt, dedupeKey }, tx);
