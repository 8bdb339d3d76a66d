import {
  formatMobile,
  fromCentavos,
  ofwCountry,
  type OrderAbroad,
  orderStatusColor,
  orderStatusLabel,
  type CustomerOrderAction,
  type OrderDetail,
  type OrderReturn,
  type OrderSummary,
  type Policy,
} from '@shop/shared';
import type { AddressSnapshot } from '../../db/schema/orders';
import type {
  OrderItemRow,
  OrderRow,
  ReturnItemRow,
  ReturnPhotoRow,
  ReturnRow,
  StatusEntryRow,
} from './orders-repository';

/** Who reads: a customer sees "operator" where an operator sees which one. */
export type Audience = 'customer' | 'operator';

const SUMMARY_ITEMS = 3;

const image = (item: OrderItemRow) =>
  item.imageUrl ? { url: item.imageUrl, alt: item.imageAlt } : null;

export const variantText = (item: Pick<OrderItemRow, 'color' | 'size' | 'material'>) =>
  [item.color, item.size, item.material].filter(Boolean).join(' / ');

export function presentAudit(entries: StatusEntryRow[], audience: Audience) {
  return entries.map((entry) => ({
    status: entry.status,
    label: orderStatusLabel(entry.status),
    at: entry.createdAt.toISOString(),
    actor:
      audience === 'customer' && entry.actor.startsWith('operator:') ? 'operator' : entry.actor,
    note: entry.note,
  }));
}

/** Where a return photo is served: to its owner, or to an operator. */
export const returnPhotoUrl = (photo: ReturnPhotoRow, audience: Audience) =>
  audience === 'customer'
    ? `/api/v1/my-orders/${photo.orderId}/return-photos/${photo.id}`
    : `/api/v1/operator/return-photos/${photo.id}`;

export interface ReturnParts {
  items: ReturnItemRow[];
  photos: ReturnPhotoRow[];
  history: StatusEntryRow[];
}

export function presentReturn(
  request: ReturnRow,
  order: Pick<OrderRow, 'id' | 'orderNumber'>,
  orderItems: Map<string, OrderItemRow>,
  parts: ReturnParts,
  audience: Audience,
): OrderReturn {
  return {
    _id: request.id,
    order_id: order.id,
    orderNumber: order.orderNumber,
    status: request.status,
    status_label: orderStatusLabel(request.status),
    status_color: orderStatusColor(request.status),
    reason: request.reason,
    details: request.details,
    decision_note: request.decisionNote,
    items: parts.items
      .filter((line) => line.returnId === request.id)
      .map((line) => {
        const item = orderItems.get(line.orderItemId);
        return {
          order_item_id: line.orderItemId,
          name: item?.name ?? '',
          image: item ? image(item) : null,
          variant: item ? variantText(item) : '',
          quantity: line.quantity,
        };
      }),
    photos: parts.photos
      .filter((photo) => photo.returnId === request.id)
      .map((photo) => ({ _id: photo.id, url: returnPhotoUrl(photo, audience) })),
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    audit: presentAudit(
      parts.history.filter((entry) => entry.returnId === request.id),
      audience,
    ),
  };
}

/** What every view of an order opens with: which order, and its status as the customer sees it. */
const orderHeading = (order: OrderRow) => ({
  _id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  status_label: orderStatusLabel(order.status),
  status_color: orderStatusColor(order.status),
});

export function presentOrderSummary(order: OrderRow, items: OrderItemRow[]): OrderSummary {
  return {
    ...orderHeading(order),
    created_at: order.createdAt.toISOString(),
    total: fromCentavos(order.totalCentavos),
    payment_method: order.paymentMethod,
    fulfillment_type: order.fulfillmentType,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items: items.slice(0, SUMMARY_ITEMS).map((item) => ({
      _id: item.id,
      name: item.name,
      image: image(item),
      quantity: item.quantity,
      variant: variantText(item),
    })),
  };
}

const address = (snapshot: AddressSnapshot | null) =>
  snapshot
    ? {
        label: snapshot.label,
        contactName: snapshot.contactName,
        mobile: snapshot.mobile,
        region: snapshot.region,
        province: snapshot.province,
        city: snapshot.city,
        barangay: snapshot.barangay,
        street: snapshot.street,
        zip: snapshot.zip,
      }
    : null;

/** The buyer abroad and the recipient in the Philippines, for an order placed from abroad. */
export function presentAbroad(order: OrderRow): OrderAbroad | null {
  if (!order.buyerCountry || !order.buyerMobile || !order.recipientName || !order.recipientMobile) {
    return null;
  }
  return {
    country: order.buyerCountry,
    country_name: ofwCountry(order.buyerCountry)?.name ?? order.buyerCountry,
    buyer_mobile: order.buyerMobile,
    recipient: {
      name: order.recipientName,
      mobile: formatMobile(order.recipientMobile),
      email: order.recipientEmail,
    },
  };
}

export function presentOrderTotals(order: OrderRow) {
  return {
    subtotal: fromCentavos(order.subtotalCentavos),
    discount: fromCentavos(order.discountCentavos),
    shipping_fee: fromCentavos(order.shippingFeeCentavos),
    vat: fromCentavos(order.vatCentavos),
    vatable_sales: fromCentavos(order.vatableSalesCentavos),
    total: fromCentavos(order.totalCentavos),
  };
}

/** The line's protection plan as bought, or null. */
export function protectionPlanOf(item: OrderItemRow) {
  const { protectionPlanName: name, protectionPlanYears: years } = item;
  const priceCentavos = item.protectionPlanPriceCentavos;
  return name !== null && years !== null && priceCentavos !== null
    ? { name, years, priceCentavos }
    : null;
}

export function presentOrderItem(item: OrderItemRow) {
  const plan = protectionPlanOf(item);
  return {
    _id: item.id,
    product_id: item.productId,
    variant_id: item.variantId,
    name: item.name,
    friendly_url: item.friendlyUrl,
    image: image(item),
    variant: { sku: item.sku, color: item.color, size: item.size, material: item.material },
    branch_id: item.branchId,
    quantity: item.quantity,
    unit_price: fromCentavos(item.unitPriceCentavos),
    line_total: fromCentavos(item.grossCentavos),
    discount: fromCentavos(item.discountCentavos),
    net: fromCentavos(item.netCentavos),
    vat: fromCentavos(item.vatCentavos),
    protection_plan: plan
      ? { name: plan.name, years: plan.years, price: fromCentavos(plan.priceCentavos) }
      : null,
    with_protection_plan: item.withProtectionPlan,
  };
}

export interface OrderDetailParts {
  items: OrderItemRow[];
  history: StatusEntryRow[];
  pickupBranchName: string | null;
  allowedActions: CustomerOrderAction[];
  returnWindowEndsAt: Date | null;
  returns: OrderReturn[];
  policies: Policy[];
  audience: Audience;
}

export function presentOrderDetail(order: OrderRow, parts: OrderDetailParts): OrderDetail {
  const { items, pickupBranchName } = parts;
  return {
    ...orderHeading(order),
    items: items.map(presentOrderItem),
    totals: { ...presentOrderTotals(order), discount_code: order.discountCode },
    payment: {
      method: order.paymentMethod,
      channel: order.paymentChannel,
      status: order.paymentStatus,
      due_at: order.paymentDueAt?.toISOString() ?? null,
    },
    fulfillment: {
      type: order.fulfillmentType,
      branch:
        order.pickupBranchId && pickupBranchName
          ? { _id: order.pickupBranchId, name: pickupBranchName }
          : null,
      courier:
        order.courierCode && order.courierName
          ? { code: order.courierCode, name: order.courierName }
          : null,
      address: address(order.shippingAddress),
      billing_address: address(order.billingAddress),
      preferred_date_time: order.preferredDateTime,
      preferred_assembly_date: order.preferredAssemblyDate,
      notes: order.notes,
      track_status: order.trackStatus,
      tracking_number: order.trackingNumber,
    },
    abroad: presentAbroad(order),
    created_at: order.createdAt.toISOString(),
    audit: presentAudit(parts.history, parts.audience),
    allowed_actions: parts.allowedActions,
    return_window_ends_at: parts.returnWindowEndsAt?.toISOString() ?? null,
    returns: parts.returns,
    policies: parts.policies,
  };
}
