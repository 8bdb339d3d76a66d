import {
  formatMobile,
  fromCentavos,
  formatPeso,
  orderStatusLabel,
  type OrderAction,
} from '@shop/shared';
import {
  composeMail,
  publicLink,
  type MailBody,
  type MailContent,
} from '../../platform/mail/templates/layout';
import type { OrderItemRow, OrderRow } from './orders-repository';

export type OrderMailKind = 'confirmation' | 'payment_received' | 'expired';

/**
 * The recipient in the Philippines of an order placed from abroad, when the mail is their copy:
 * it says who sent the order and has no link to an account that is not theirs.
 */
export interface RecipientCopy {
  buyerName: string;
  /** "the United Arab Emirates" */
  countryName: string;
}

function framed(body: MailBody, copy: RecipientCopy | undefined): MailBody {
  if (!copy) return body;
  return {
    greeting: body.greeting,
    paragraphs: [
      `${copy.buyerName} ordered this for you from ${copy.countryName}, for delivery to you in the Philippines. We send you a copy of the order's mails.`,
      ...body.paragraphs,
    ],
    notes: [`${copy.buyerName} follows the order and its status history under My Orders.`],
  };
}

const peso = (centavos: number) => formatPeso(fromCentavos(centavos));
const manilaTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function itemLine(item: OrderItemRow): string {
  const options = [item.color, item.size, item.material].filter(Boolean).join(', ');
  const plan =
    item.withProtectionPlan && item.protectionPlanName ? ` + ${item.protectionPlanName}` : '';
  return `${item.quantity} × ${item.name}${options ? ` (${options})` : ''}${plan} — ${peso(item.grossCentavos)}`;
}

function totalsLine(order: OrderRow): string {
  const parts = [`Subtotal ${peso(order.subtotalCentavos)}`];
  if (order.discountCentavos > 0) {
    parts.push(`discount (${order.discountCode}) −${peso(order.discountCentavos)}`);
  }
  parts.push(`shipping ${peso(order.shippingFeeCentavos)}`);
  return `${parts.join(', ')}. Total ${peso(order.totalCentavos)}, VAT included (${peso(order.vatCentavos)}).`;
}

function fulfillmentLine(order: OrderRow, pickupBranch: string | null): string {
  if (order.fulfillmentType === 'pickup') return `Pickup at ${pickupBranch ?? 'the branch'}.`;
  const a = order.shippingAddress;
  if (!a) return 'Delivery.';
  const to = order.recipientName
    ? `${order.recipientName}${order.recipientMobile ? ` (${formatMobile(order.recipientMobile)})` : ''}`
    : a.contactName;
  return `Delivery by ${order.courierName ?? 'courier'} to ${to}, ${a.street}, ${a.barangay}, ${a.city}, ${a.province} ${a.zip}.`;
}

function paymentLine(order: OrderRow, pickupBranch: string | null): string {
  if (order.paymentMethod === 'cod') {
    return order.fulfillmentType === 'pickup'
      ? `You pay ${peso(order.totalCentavos)} at ${pickupBranch ?? 'the branch'} when you pick up your order.`
      : `You pay ${peso(order.totalCentavos)} in cash when your order arrives.`;
  }
  const due = order.paymentDueAt ? manilaTime.format(order.paymentDueAt) : 'soon';
  return `Please complete your online payment of ${peso(order.totalCentavos)} by ${due} (Manila time); unpaid orders are cancelled then and the items released.`;
}

/** The mails an order sends its customer: HTML and plain text, from the shared layout. */
export function orderMail(
  kind: OrderMailKind,
  input: {
    order: OrderRow;
    items: OrderItemRow[];
    firstName: string;
    publicUrl: string;
    pickupBranch: string | null;
    recipientCopy?: RecipientCopy;
  },
): MailContent {
  const { order } = input;
  const copy = input.recipientCopy;
  const greeting = `Hi ${input.firstName},`;
  const action = {
    label: 'View your order',
    url: publicLink(input.publicUrl, `orders/${order.id}`),
  };
  if (kind === 'payment_received') {
    return composeMail(
      `Payment received for order ${order.orderNumber}`,
      framed(
        {
          greeting,
          paragraphs: [
            copy
              ? `We received the payment for order ${order.orderNumber}. We are now preparing it.`
              : `We received your payment of ${peso(order.totalCentavos)} for order ${order.orderNumber}. We are now preparing your order.`,
            fulfillmentLine(order, input.pickupBranch),
          ],
          action,
        },
        copy,
      ),
    );
  }
  if (kind === 'expired') {
    return composeMail(
      `Order ${order.orderNumber} was cancelled`,
      framed(
        {
          greeting,
          paragraphs: [
            `We did not receive the payment for order ${order.orderNumber} in time, so we cancelled it and released the items. You are welcome to order again.`,
          ],
          action,
        },
        copy,
      ),
    );
  }
  return composeMail(
    `Thank you for your order ${order.orderNumber}`,
    framed(
      {
        greeting,
        paragraphs: [
          `Thank you for shopping with us! We received your order ${order.orderNumber}.`,
          ...input.items.map(itemLine),
          totalsLine(order),
          fulfillmentLine(order, input.pickupBranch),
          ...(copy ? [] : [paymentLine(order, input.pickupBranch)]),
        ],
        action,
        notes: ['You can follow your order and its status history under My Orders.'],
      },
      copy,
    ),
  );
}

export interface StatusMailInput {
  order: OrderRow;
  firstName: string;
  publicUrl: string;
  pickupBranch: string | null;
  /** The status the order moved to, the step that moved it and the audit note. */
  status: string;
  action: OrderAction;
  note: string;
  /** A refund recorded with this change. */
  refundCentavos: number | null;
  /** After receipt: the last moment a return can be requested. */
  returnWindowEndsAt: Date | null;
  recipientCopy?: RecipientCopy;
}

function statusParagraphs(input: StatusMailInput): string[] {
  const { order, status, action, note } = input;
  const n = order.orderNumber;
  const refund =
    input.refundCentavos && input.refundCentavos > 0
      ? `We will refund ${peso(input.refundCentavos)} to you and contact you about how you would like to receive it.`
      : null;
  const windowEnd = input.returnWindowEndsAt ? manilaTime.format(input.returnWindowEndsAt) : null;
  const pickup = order.fulfillmentType === 'pickup';
  if (action === 'request_policy_refund') {
    return [
      `We received your protection-plan refund request for order ${n}. We will let you know when the refund is on its way.`,
      ...(note ? [note] : []),
    ];
  }
  switch (status) {
    case 'cancelled_customer':
      return [
        `As you asked, we cancelled order ${n} and released its items.`,
        `Reason: ${note}`,
        refund,
      ].filter((line): line is string => line !== null);
    case 'cancelled_seller':
      return [
        `We are sorry: we had to cancel order ${n}.`,
        note ? `Reason: ${note}` : null,
        refund,
      ].filter((line): line is string => line !== null);
    case 'processing':
    case 'processing_with_refund':
      return [`We are now preparing order ${n}.`];
    case 'shipped':
    case 'shipped_with_refund':
      return [
        pickup
          ? `Order ${n} is on its way to ${input.pickupBranch ?? 'the branch'}, where you can pick it up.`
          : `Order ${n} is on its way${order.courierName ? ` with ${order.courierName}` : ''}.`,
        ...(order.trackingNumber ? [`Tracking number: ${order.trackingNumber}`] : []),
      ];
    case 'delivered_confirm_receipt':
    case 'delivered_confirm_receipt_with_refund':
      return [
        pickup ? `Order ${n} was handed over to you.` : `Order ${n} was delivered.`,
        'Once you have checked the items, please confirm receipt under My Orders. If something is wrong, you can then request a return.',
      ];
    case 'order_received':
      return [
        `Thank you for confirming receipt of order ${n}.`,
        windowEnd
          ? `If something is wrong with an item, you can request a return until ${windowEnd} (Manila time).`
          : 'If something is wrong with an item, you can request a return under My Orders.',
      ];
    case 'order_complete':
      return [`Order ${n} is complete. Thank you for shopping with us!`];
    case 'return_request':
      return [
        `We received your return request for order ${n}. We will review it and let you know.`,
        `Reason: ${note}`,
      ];
    case 'return_pending':
      return [`We are reviewing your return request for order ${n}.`];
    case 'return_approved':
      return [
        `Your return request for order ${n} was approved. We will contact you to arrange the pick-up of the items.`,
      ];
    case 'return_cancelled':
      return action === 'withdraw_return'
        ? [`As you asked, we withdrew your return request for order ${n}.`]
        : [
            `We are sorry: we could not approve your return request for order ${n}.`,
            ...(note ? [`Reason: ${note}`] : []),
          ];
    case 'return_order_processing':
      return [`We received the returned items of order ${n} and are checking them.`];
    case 'returned':
      return [`The return of order ${n} is complete.`, ...(refund ? [refund] : [])];
    default:
      return [`Order ${n} is now ${orderStatusLabel(status) || status}.`, ...(note ? [note] : [])];
  }
}

/** The mail sent for every status change the customer should hear about. */
export function orderStatusMail(input: StatusMailInput): MailContent {
  const label = orderStatusLabel(input.status) || input.status;
  return composeMail(
    `Order ${input.order.orderNumber}: ${label}`,
    framed(
      {
        greeting: `Hi ${input.firstName},`,
        paragraphs: statusParagraphs(input),
        action: {
          label: 'View your order',
          url: publicLink(input.publicUrl, `orders/${input.order.id}`),
        },
        notes: ['You can follow your order and its status history under My Orders.'],
      },
      input.recipientCopy,
    ),
  );
}

/** A mail about the order that is no status change: a refund paid out, a plan refund decided. */
export function noticeMail(input: {
  order: OrderRow;
  firstName: string;
  publicUrl: string;
  subject: string;
  paragraphs: string[];
}): MailContent {
  return composeMail(input.subject, {
    greeting: `Hi ${input.firstName},`,
    paragraphs: input.paragraphs,
    action: {
      label: 'View your order',
      url: publicLink(input.publicUrl, `orders/${input.order.id}`),
    },
  });
}
