import type { AddressSnapshot } from '../../../db/schema/index';
import type {
  InvoiceDocumentData,
  InvoiceLine,
  PackingSlipData,
  SellerIdentity,
} from '../../../platform/pdf/invoice-pdf';
import { orderTotalsOf } from '../order-columns';
import type { OrderItemRow, OrderRow } from '../orders-repository';

// Pure: an order as stored → what its documents say. Every amount is one of the order's own
// stored centavo columns (or a line's), so the invoice matches the order to the centavo.

/** Everything the documents of one order draw on. */
export interface OrderDocumentSource {
  order: OrderRow;
  items: OrderItemRow[];
  customer: { firstName: string; lastName: string; email: string };
  pickupBranchName: string | null;
}

export interface IssuedInvoice {
  invoiceNumber: string;
  issuedAt: Date;
}

/** SI-2026-000042: the year in Manila, then the invoice sequence. */
export function formatInvoiceNumber(sequence: number, year: number): string {
  return `SI-${year}-${String(sequence).padStart(6, '0')}`;
}

const MANILA_OFFSET_MS = 8 * 3_600_000;
const manilaDay = (at: Date) =>
  new Date(at.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
/** The calendar year in Manila at `at` (the invoice number's year). */
export const manilaYear = (at: Date) => new Date(at.getTime() + MANILA_OFFSET_MS).getUTCFullYear();

export function addressText(address: AddressSnapshot): string {
  const place = [address.street, address.barangay, address.city, address.province]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return [place, address.zip.trim()].filter(Boolean).join(' ');
}

const variantText = (item: Pick<OrderItemRow, 'color' | 'size' | 'material'>) =>
  [item.color, item.size, item.material].filter(Boolean).join(' / ');

const planText = (item: OrderItemRow) =>
  item.protectionPlanName ??
  (item.protectionPlanYears
    ? `${item.protectionPlanYears}-year protection plan`
    : 'Protection plan');

/**
 * An order line as invoice lines: the goods at their unit price and, when the customer chose
 * it, the protection plan at its own. Together they are exactly the line's stored gross.
 */
export function invoiceLinesOf(item: OrderItemRow): InvoiceLine[] {
  const variant = variantText(item);
  const description = `${item.name}${variant ? ` (${variant})` : ''}, SKU ${item.sku}`;
  const goods = item.quantity * item.unitPriceCentavos;
  const plan = item.grossCentavos - goods;
  if (!item.withProtectionPlan || plan <= 0) {
    return [
      {
        description,
        quantity: item.quantity,
        unitCentavos: item.unitPriceCentavos,
        amountCentavos: item.grossCentavos,
      },
    ];
  }
  return [
    {
      description,
      quantity: item.quantity,
      unitCentavos: item.unitPriceCentavos,
      amountCentavos: goods,
    },
    {
      description: `${planText(item)} for ${item.name}`,
      quantity: item.quantity,
      unitCentavos: plan / item.quantity,
      amountCentavos: plan,
    },
  ];
}

function paymentMethodText(order: OrderRow): string {
  if (order.paymentMethod === 'online') {
    const channel = order.paymentChannel ? ` (${order.paymentChannel})` : '';
    return `Online payment${channel}${order.paymentStatus === 'paid' ? ', paid' : ''}`;
  }
  return order.fulfillmentType === 'pickup'
    ? 'Cash, paid at the branch on pickup'
    : 'Cash on delivery';
}

const fullName = (customer: OrderDocumentSource['customer']) =>
  `${customer.firstName} ${customer.lastName}`.trim();

/** The sales invoice of an order: its stored totals, as they are, with the issued number. */
export function invoiceDocument(
  source: OrderDocumentSource,
  invoice: IssuedInvoice,
  seller: SellerIdentity,
): InvoiceDocumentData {
  const { order } = source;
  const address = order.billingAddress ?? order.shippingAddress;
  const items = [...source.items].sort((a, b) => a.position - b.position);
  return {
    seller,
    invoiceNumber: invoice.invoiceNumber,
    issuedOn: manilaDay(invoice.issuedAt),
    orderNumber: order.orderNumber,
    orderedOn: manilaDay(order.createdAt),
    customer: {
      name: address?.contactName.trim() || fullName(source.customer),
      address: address
        ? addressText(address)
        : `Picked up at ${source.pickupBranchName ?? 'a branch'}`,
      email: source.customer.email,
    },
    lines: items.flatMap(invoiceLinesOf),
    ...orderTotalsOf(order),
    paymentMethod: paymentMethodText(order),
  };
}

/** The packing slip of an order: lines, quantities, where it goes and when; no prices. */
export function packingSlipDocument(
  source: OrderDocumentSource,
  shopName: string,
): PackingSlipData {
  const { order } = source;
  const ship = order.fulfillmentType === 'delivery' ? order.shippingAddress : null;
  return {
    shopName,
    orderNumber: order.orderNumber,
    orderedOn: manilaDay(order.createdAt),
    fulfillment: order.fulfillmentType === 'pickup' ? 'Store pickup' : 'Delivery',
    shipTo: ship
      ? { name: ship.contactName, mobile: ship.mobile, address: addressText(ship) }
      : null,
    pickupBranch: order.fulfillmentType === 'pickup' ? (source.pickupBranchName ?? null) : null,
    courier: order.courierName ?? order.courierCode,
    trackingNumber: order.trackingNumber,
    preferredDelivery: order.preferredDateTime,
    preferredAssembly: order.preferredAssemblyDate,
    notes: order.notes,
    lines: [...source.items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        name: item.withProtectionPlan ? `${item.name} + ${planText(item)}` : item.name,
        sku: item.sku,
        variant: variantText(item),
        quantity: item.quantity,
      })),
  };
}
