import type { OrderAction } from '@shop/shared';
import type { Transaction } from '../../db/client';
import type { JobRunner } from '../../platform/jobs/runner';
import type { Mailer, StoredMail } from '../../platform/mail/mailer';
import { countryName, ofwCountry } from '@shop/shared';
import { ORDER_JOBS } from './order-jobs';
import {
  noticeMail,
  orderMail,
  orderStatusMail,
  type OrderMailKind,
  type RecipientCopy,
} from './order-mail-templates';
import type { OrdersRepository } from './orders-repository';
import type { ReturnWindow } from './return-window';

/**
 * Status changes the recipient of an order from abroad hears about too: what happens to the
 * delivery. Returns, refunds and notices stay between the shop and the buyer.
 */
const RECIPIENT_STATUSES = new Set([
  'processing',
  'processing_with_refund',
  'shipped',
  'shipped_with_refund',
  'delivered_confirm_receipt',
  'delivered_confirm_receipt_with_refund',
  'cancelled_customer',
  'cancelled_seller',
]);

/** A status change the customer hears about, as the mail job's payload carries it. */
export interface StatusMailNews {
  orderId: string;
  status: string;
  action: OrderAction;
  note: string;
  refundCentavos: number | null;
  /** The audit entry's sequence: one mail per status change, even for the same status. */
  sequence: number | undefined;
}

/**
 * The customer's order mails: queued in the caller's transaction (so a mail exists exactly when
 * the change it tells of does), composed and sent later by the mail job.
 */
export function createOrderMailsService(deps: {
  repository: OrdersRepository;
  jobs: JobRunner;
  mailer: Mailer;
  publicUrl: string;
  returnWindow: ReturnWindow;
}) {
  const { repository, jobs } = deps;

  async function send(
    orderId: string,
    kind: OrderMailKind | 'status' | 'notice',
    payload: Record<string, unknown>,
  ): Promise<StoredMail | undefined> {
    const order = await repository.find(orderId);
    if (!order) return;
    const [items, customer, branches] = [
      await repository.items(orderId),
      await repository.customer(order.userId),
      await repository.branchNames(order.pickupBranchId ? [order.pickupBranchId] : []),
    ];
    if (!customer) return;
    const pickupBranch = order.pickupBranchId ? (branches.get(order.pickupBranchId) ?? null) : null;
    const compose = (firstName: string, recipientCopy?: RecipientCopy) =>
      kind === 'notice'
        ? noticeMail({
            order,
            firstName,
            publicUrl: deps.publicUrl,
            subject: String(payload['subject']),
            paragraphs: (payload['paragraphs'] as unknown[]).map(String),
          })
        : kind === 'status'
          ? orderStatusMail({
              order,
              firstName,
              recipientCopy,
              publicUrl: deps.publicUrl,
              pickupBranch,
              status: String(payload['status']),
              action: payload['action'] as OrderAction,
              note: String(payload['note'] ?? ''),
              refundCentavos:
                typeof payload['refundCentavos'] === 'number' ? payload['refundCentavos'] : null,
              returnWindowEndsAt: deps.returnWindow.endOf(order),
            })
          : orderMail(kind, {
              order,
              items,
              firstName,
              publicUrl: deps.publicUrl,
              pickupBranch,
              recipientCopy,
            });
    const toBuyer = await deps.mailer.send({ to: customer.email, ...compose(customer.firstName) });
    // Not delivered: the job is tried again later, and the recipient's copy goes with that try.
    if (toBuyer.status === 'failed') return toBuyer;

    // An order from abroad: the recipient in the Philippines gets their copy, when they gave
    // an address (decision 029). Its outcome stays in the outbox; retrying it would send the
    // buyer's mail twice.
    const country = order.buyerCountry ? ofwCountry(order.buyerCountry) : undefined;
    const forRecipient =
      kind === 'status' ? RECIPIENT_STATUSES.has(String(payload['status'])) : kind !== 'notice';
    if (order.recipientEmail && order.recipientName && country && forRecipient) {
      const copy = {
        buyerName: `${customer.firstName} ${customer.lastName}`.trim(),
        countryName: countryName(country),
      };
      const firstName = order.recipientName.split(' ')[0] ?? order.recipientName;
      await deps.mailer.send({ to: order.recipientEmail, ...compose(firstName, copy) });
    }
    return toBuyer;
  }

  return {
    send,

    /** The order's one mail of this kind (confirmation, payment received, expired). */
    queue: (orderId: string, kind: OrderMailKind, tx: Transaction) =>
      jobs.enqueue(
        {
          type: ORDER_JOBS.mail,
          payload: { orderId, kind },
          dedupeKey: `order-mail:${kind}:${orderId}`,
        },
        tx,
      ),

    queueStatus: (news: StatusMailNews, tx: Transaction) =>
      jobs.enqueue(
        {
          type: ORDER_JOBS.mail,
          payload: {
            orderId: news.orderId,
            kind: 'status',
            status: news.status,
            action: news.action,
            note: news.note,
            refundCentavos: news.refundCentavos,
          },
          dedupeKey: `order-mail:status:${news.orderId}:${news.sequence}`,
        },
        tx,
      ),

    /**
     * A mail about the order that is no status change (a refund paid out, a protection-plan
     * refund decided); `key` makes it one mail per event.
     */
    queueNotice: (
      notice: { orderId: string; subject: string; paragraphs: string[]; key: string },
      tx: Transaction,
    ) =>
      jobs.enqueue(
        {
          type: ORDER_JOBS.mail,
          payload: {
            orderId: notice.orderId,
            kind: 'notice',
            subject: notice.subject,
            paragraphs: notice.paragraphs,
          },
          dedupeKey: `order-mail:notice:${notice.orderId}:${notice.key}`,
        },
        tx,
      ),

    registerJobs(runner: JobRunner) {
      runner.register(ORDER_JOBS.mail, async (payload) => {
        const mail = await send(
          String(payload['orderId']),
          payload['kind'] as OrderMailKind | 'status' | 'notice',
          payload,
        );
        // The SMTP server refused or could not be reached: the runner tries again later with
        // backoff (each attempt stays in the outbox with its reason), up to the job's attempts.
        if (mail?.status === 'failed')
          throw new Error(`The mail to the customer was not delivered: ${mail.lastError}`);
      });
    },
  };
}

export type OrderMailsService = ReturnType<typeof createOrderMailsService>;
