import type { Transaction } from '../../db/client';
import { HttpError, conflict, notFound } from '../../errors';
import {
  InvalidNotificationError,
  type HostedPaymentForm,
  type PaymentGateway,
} from '../../platform/payments/gateway';
import type { JobRunner } from '../../platform/jobs/runner';
import { isUuid } from '../../lib/ids';
import type { Order, OrderLifecycleService, OrdersQueryService } from '../orders/index';
import { findChannel } from './channels';
import {
  CHANNEL_REQUIRED,
  NOTIFICATION_INVALID,
  NOT_AWAITING_PAYMENT,
  ONLINE_UNAVAILABLE,
  PAYMENT_NOT_FOUND,
} from './messages';
import type { PaymentRow, PaymentsRepository } from './payments-repository';

const PAYNAMICS_PATH = '/api/v1/payments/paynamics';

export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  gateway: PaymentGateway | null;
  orders: Pick<OrdersQueryService, 'find' | 'owned' | 'paymentDetails'>;
  /** Locks the order and records the money on it (the status machine's payment steps). */
  lifecycle: Pick<OrderLifecycleService, 'lockOrder' | 'recordPayment'>;
  jobs: JobRunner;
  publicUrl: string;
  now: () => Date;
}) {
  const { repository, orders, lifecycle } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');
  const link = (path: string) => `${base}${path}`;

  function gateway(): PaymentGateway {
    if (!deps.gateway) throw new HttpError(422, ONLINE_UNAVAILABLE);
    return deps.gateway;
  }

  /** Where the shopper lands after the gateway, from what the signed notification said. */
  function landing(payment: PaymentRow, order: Order): string {
    const id = encodeURIComponent(order.id);
    if (order.paymentStatus === 'paid') return link(`/success?order=${id}`);
    if (payment.status === 'cancelled') {
      return link(`/checkout/review-and-pay?order=${id}&payment=cancelled`);
    }
    if (payment.status === 'failed' || order.status !== 'order_placed_awaiting_payment') {
      return link(`/checkout/review-and-pay?order=${id}&payment=failed`);
    }
    return link(`/success?order=${id}&payment=pending`);
  }

  async function paymentAndOrder(paymentId: string) {
    const payment = isUuid(paymentId) ? await repository.find(paymentId) : undefined;
    const order = payment ? await orders.find(payment.orderId) : undefined;
    if (!payment || !order) throw notFound(PAYMENT_NOT_FOUND);
    return { payment, order };
  }

  /** A channel the shop offers, or a 400 naming the field. */
  function channel(code: string | null | undefined) {
    gateway();
    const found = findChannel(code);
    if (!found) throw new HttpError(400, CHANNEL_REQUIRED, { paynamicsChannel: CHANNEL_REQUIRED });
    return found;
  }

  /** A new hosted-payment attempt; the browser goes to the returned URL. */
  async function startAttempt(order: Order, channelCode: string, tx: Transaction) {
    const provider = gateway().provider;
    const attempt = (await repository.attempts(order.id, tx)) + 1;
    const payment = await repository.insert(
      {
        orderId: order.id,
        provider,
        requestId: `${order.orderNumber}-${attempt}`,
        channel: channelCode,
        amountCentavos: order.totalCentavos,
        createdAt: deps.now(),
      },
      tx,
    );
    return link(`${PAYNAMICS_PATH}/pay/${payment.id}`);
  }

  return {
    onlineAvailable: () => deps.gateway !== null,
    channel,
    startAttempt,

    /** Another try for an unpaid online order (after a failed or cancelled payment). */
    async retry(userId: string, orderId: string, channelCode: string | null | undefined) {
      const order = await orders.owned(userId, orderId);
      if (order.paymentMethod !== 'online' || order.status !== 'order_placed_awaiting_payment') {
        throw conflict(NOT_AWAITING_PAYMENT);
      }
      const picked = channel(channelCode ?? order.paymentChannel);
      const url = await repository.transaction(async (tx) => {
        const locked = await lifecycle.lockOrder(order.id, tx);
        if (locked?.status !== 'order_placed_awaiting_payment')
          throw conflict(NOT_AWAITING_PAYMENT);
        return startAttempt(locked, picked.paynamicsChannel, tx);
      });
      return {
        _id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        paymentRedirectUrl: url,
      };
    },

    /** The form that takes the browser to the gateway, or where to go when it is too late. */
    async hostedPayment(
      paymentId: string,
      network: { serverIp: string; clientIp: string },
    ): Promise<{ form: HostedPaymentForm } | { redirect: string }> {
      const { payment, order } = await paymentAndOrder(paymentId);
      if (payment.status !== 'pending' || order.status !== 'order_placed_awaiting_payment') {
        return { redirect: landing(payment, order) };
      }
      const { customer, items } = await orders.paymentDetails(order);
      const address = order.billingAddress ?? order.shippingAddress;
      const form = gateway().hostedPaymentForm({
        requestId: payment.requestId,
        amountCentavos: payment.amountCentavos,
        channel: payment.channel,
        customer: {
          firstName: customer?.firstName ?? '',
          lastName: customer?.lastName ?? '',
          email: customer?.email ?? '',
          // The payer: a buyer abroad is reached on their own number there.
          mobile: order.buyerMobile ?? (address ? `+63${address.mobile}` : ''),
          address1: address?.street ?? '',
          address2: address?.barangay ?? '',
          city: address?.city ?? '',
          state: address?.province ?? '',
          zip: address?.zip ?? '',
        },
        items,
        notificationUrl: link(`${PAYNAMICS_PATH}/notification`),
        responseUrl: link(`${PAYNAMICS_PATH}/return/${payment.id}`),
        cancelUrl: link(`${PAYNAMICS_PATH}/cancel/${payment.id}`),
        serverIp: network.serverIp,
        clientIp: network.clientIp,
      });
      return { form };
    },

    async returnUrl(paymentId: string) {
      const { payment, order } = await paymentAndOrder(paymentId);
      return landing(payment, order);
    },

    async cancelUrl(paymentId: string) {
      const { order } = await paymentAndOrder(paymentId);
      return link(
        `/checkout/review-and-pay?order=${encodeURIComponent(order.id)}&payment=cancelled`,
      );
    },

    /**
     * A server-to-server notification. Refused (400) and nothing written unless it verifies;
     * a replay of one already recorded changes nothing.
     */
    async notify(fields: Record<string, unknown>): Promise<'applied' | 'replay'> {
      let notification;
      try {
        notification = gateway().readNotification(fields);
      } catch (error) {
        if (error instanceof InvalidNotificationError)
          throw new HttpError(400, NOTIFICATION_INVALID);
        throw error;
      }
      const result = await repository.transaction(async (tx) => {
        const payment = await repository.findByRequestForUpdate(
          gateway().provider,
          notification.requestId,
          tx,
        );
        if (!payment) throw notFound(PAYMENT_NOT_FOUND);
        const fresh = await repository.recordNotification(
          {
            paymentId: payment.id,
            responseId: notification.responseId,
            responseCode: notification.responseCode,
            responseMessage: notification.responseMessage,
            body: notification.body,
            createdAt: deps.now(),
          },
          tx,
        );
        if (!fresh) return 'replay' as const;
        const answer = {
          responseId: notification.responseId,
          responseCode: notification.responseCode,
          responseMessage: notification.responseMessage,
        };
        if (notification.outcome === 'paid') {
          if (payment.status === 'paid') return 'applied' as const;
          await repository.update(
            payment.id,
            { ...answer, status: 'paid', paidAt: deps.now() },
            tx,
          );
          const order = await lifecycle.lockOrder(payment.orderId, tx);
          if (order) {
            await lifecycle.recordPayment(
              order,
              {
                channelName: findChannel(payment.channel)?.name ?? payment.channel,
                reference: notification.responseId,
              },
              tx,
            );
          }
        } else if (payment.status === 'pending') {
          const status = notification.outcome === 'pending' ? 'pending' : notification.outcome;
          await repository.update(payment.id, { ...answer, status }, tx);
        }
        return 'applied' as const;
      });
      deps.jobs.kick();
      return result;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
