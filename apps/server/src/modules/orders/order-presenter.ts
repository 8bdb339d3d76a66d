import { fromCentavos, orderStatusColor, orderStatusLabel } from '@shop/shared';
import type { AddressSnapshot } from '../../db/schema/orders';
import type { OrderItemRow, OrderRow, StatusEntryRow } from './orders-repository';

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

export function presentOrderItem(item: OrderItemRow) {
  return {
    _id: item.id,
    product_id: item.productId,
    variant_id: item.variantId,
    name: item.name,
    friendly_url: item.friendlyUrl,
    image: item.imageUrl ? { url: item.imageUrl, alt: item.imageAlt } : null,
    variant: { sku: item.sku, color: item.color, size: item.size, material: item.material },
    branch_id: item.branchId,
    quantity: item.quantity,
    unit_price: fromCentavos(item.unitPriceCentavos),
    line_total: fromCentavos(item.grossCentavos),
    discount: fromCentavos(item.discountCentavos),
    net: fromCentavos(item.netCentavos),
    vat: fromCentavos(item.vatCentavos),
    protection_plan:
      item.protectionPlanName !== null &&
      item.protectionPlanYears !== null &&
      item.protectionPlanPriceCentavos !== null
        ? {
            name: item.protectionPlanName,
            years: item.protectionPlanYears,
            price: fromCentavos(item.protectionPlanPriceCentavos),
          }
        : null,
    with_protection_plan: item.withProtectionPlan,
  };
}

export function presentOrderDetail(
  order: OrderRow,
  items: OrderItemRow[],
  history: StatusEntryRow[],
  pickupBranchName: string | null,
) {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    status_label: orderStatusLabel(order.status),
    status_color: orderStatusColor(order.status),
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
    },
    created_at: order.createdAt.toISOString(),
    audit: history.map((entry) => ({
      status: entry.status,
      label: orderStatusLabel(entry.status),
      at: entry.createdAt.toISOString(),
      actor: entry.actor,
      note: entry.note,
    })),
  };
}
