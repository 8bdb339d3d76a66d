import { fromCentavos, formatPeso } from '@shop/shared';
import { composeMail, publicLink, type MailContent } from '../../platform/mail/templates/layout';
import type { OrderItemRow, OrderRow } from './orders-repository';

export type OrderMailKind = 'confirmation' | 'payment_received' | 'expired';

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
  return `Delivery by ${order.courierName ?? 'courier'} to ${a.contactName}, ${a.street}, ${a.barangay}, ${a.city}, ${a.province} ${a.zip}.`;
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
  },
): MailContent {
  const { order } = input;
  const greeting = `Hi ${input.firstName},`;
  const action = {
    label: 'View your order',
    url: publicLink(input.publicUrl, `orders/${order.id}`),
  };
  if (kind === 'payment_received') {
    return composeMail(`Payment received for order ${order.orderNumber}`, {
      greeting,
      paragraphs: [
        `We received your payment of ${peso(order.totalCentavos)} for order ${order.orderNumber}. We are now preparing your order.`,
        fulfillmentLine(order, input.pickupBranch),
      ],
      action,
    });
  }
  if (kind === 'expired') {
    return composeMail(`Order ${order.orderNumber} was cancelled`, {
      greeting,
      paragraphs: [
        `We did not receive the payment for order ${order.orderNumber} in time, so we cancelled it and released the items. You are welcome to order again.`,
      ],
      action,
    });
  }
  return composeMail(`Thank you for your order ${order.orderNumber}`, {
    greeting,
    paragraphs: [
      `Thank you for shopping with us! We received your order ${order.orderNumber}.`,
      ...input.items.map(itemLine),
      totalsLine(order),
      fulfillmentLine(order, input.pickupBranch),
      paymentLine(order, input.pickupBranch),
    ],
    action,
    notes: ['You can follow your order and its status history under My Orders.'],
  });
}
