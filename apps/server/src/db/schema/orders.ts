import { sql } from 'drizzle-orm';
import { index, pgSequence, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { branches } from './catalogue';
import { boolean, date, id, integer, jsonb, text, timestamp, timestamps, uuid } from './columns';

export type FulfillmentType = 'delivery' | 'pickup';
export type PaymentMethod = 'cod' | 'online';
export type PaymentStatus =
  'cod_pending' | 'awaiting_payment' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refund_due';

/** The address as it was when the order was placed; later edits of the book do not move it. */
export interface AddressSnapshot {
  label: string;
  contactName: string;
  mobile: string;
  region: string;
  province: string;
  city: string;
  barangay: string;
  street: string;
  zip: string;
}

/** CF-<year>-<6 digits>; gaps after a rolled-back checkout are expected. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    projectId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderNumber: text().notNull(),
    status: text().notNull(),
    fulfillmentType: text().$type<FulfillmentType>().notNull(),
    pickupBranchId: uuid().references(() => branches.id, { onDelete: 'restrict' }),
    shippingAddress: jsonb().$type<AddressSnapshot>(),
    billingAddress: jsonb().$type<AddressSnapshot>(),
    courierCode: text(),
    courierName: text(),
    preferredDateTime: text(),
    preferredAssemblyDate: date({ mode: 'string' }),
    notes: text().notNull().default(''),
    trackStatus: boolean().notNull().default(true),
    discountCode: text(),
    subtotalCentavos: integer().notNull(),
    discountCentavos: integer().notNull(),
    shippingFeeCentavos: integer().notNull(),
    vatCentavos: integer().notNull(),
    vatableSalesCentavos: integer().notNull(),
    totalCentavos: integer().notNull(),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    paymentChannel: text(),
    paymentStatus: text().$type<PaymentStatus>().notNull(),
    /** Online orders unpaid at this moment expire and give their stock back. */
    paymentDueAt: timestamp({ withTimezone: true }),
    /** The courier's tracking number, set by the operator when the order ships. */
    trackingNumber: text(),
    /** When the customer confirmed receipt: the return window runs from here. */
    receivedAt: timestamp({ withTimezone: true }),
    // An order placed from abroad (docs/decisions/029): where the buyer is, their mobile there
    // (+971501234567) and the recipient in the Philippines. All null for orders at home.
    buyerCountry: text(),
    buyerMobile: text(),
    recipientName: text(),
    /** National form, 9171234567, as address books keep it. */
    recipientMobile: text(),
    /** When given, the recipient gets the order mails too. */
    recipientEmail: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.projectId, t.status),
    // The console's order list and the dashboard read a project's orders by date; with the id
    // the list's page of ids is read from the index alone, however deep the page.
    index('orders_project_created_idx').on(t.projectId, t.createdAt, t.id),
    // Staff search by part of an order number.
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
  ],
);

/** What was bought, frozen: name, variant and prices as they were at checkout. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: uuid().notNull(),
    variantId: uuid().notNull(),
    branchId: uuid().notNull(),
    name: text().notNull(),
    friendlyUrl: text().notNull(),
    imageUrl: text(),
    imageAlt: text().notNull().default(''),
    sku: text().notNull(),
    color: text(),
    size: text(),
    material: text(),
    unitPriceCentavos: integer().notNull(),
    compareAtPriceCentavos: integer(),
    quantity: integer().notNull(),
    withProtectionPlan: boolean().notNull().default(false),
    protectionPlanName: text(),
    protectionPlanYears: integer(),
    protectionPlanPriceCentavos: integer(),
    grossCentavos: integer().notNull(),
    discountCentavos: integer().notNull(),
    netCentavos: integer().notNull(),
    vatCentavos: integer().notNull(),
    ...timestamps,
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
);

/** Every status an order took, in order, with who moved it and why (the status audit). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    /** 'customer', 'system', 'gateway:paynamics' or 'operator:<user id>'. */
    actor: text().notNull(),
    note: text().notNull().default(''),
    /** Orders the entries written in one transaction (they share a timestamp). */
    sequence: integer().notNull(),
    /** Set on the entries that moved a return request: that return's own audit. */
    returnId: uuid().references(() => orderReturns.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_status_history_seq_uq').on(t.orderId, t.sequence),
    index('order_status_history_return_idx').on(t.returnId),
  ],
);

/** `manual`: recorded by staff in the console without a return. */
export type RefundSource = 'cancellation' | 'policy' | 'return' | 'manual';
export type RefundStatus = 'pending' | 'done';

/** Money owed back to a customer; someone pays it out and marks it done. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCentavos: integer().notNull(),
    source: text().$type<RefundSource>().notNull(),
    status: text().$type<RefundStatus>().notNull().default('pending'),
    note: text().notNull().default(''),
    /** How the money went back (bank transfer, GCash, cash, card reversal…), set when paid. */
    method: text(),
    /** The bank's or wallet's reference of the payout. */
    reference: text(),
    /** The return this refund settles, if any. */
    returnId: uuid().references(() => orderReturns.id, { onDelete: 'set null' }),
    /** The staff member who recorded the payout. */
    recordedBy: uuid(),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/** The statuses a return request takes; they follow the order's return_* statuses. */
export type ReturnStatus =
  | 'return_request'
  | 'return_pending'
  | 'return_approved'
  | 'return_order_processing'
  | 'returned'
  | 'return_cancelled';

export type ReturnDisposition = 'restocked' | 'written_off';

/** The order a return request or a return photo belongs to, and the customer who sent it. */
const customerOrder = () => ({
  orderId: uuid()
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
});

/** A customer's request to send items of a received order back. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    ...customerOrder(),
    status: text().$type<ReturnStatus>().notNull(),
    reason: text().notNull(),
    details: text().notNull().default(''),
    /** The staff's note on approving or declining; the customer sees it. */
    decisionNote: text().notNull().default(''),
    /** When the shop had the items back in hand. */
    receivedAt: timestamp({ withTimezone: true }),
    /** What became of the items: back on a branch's shelf, or written off as damaged. */
    disposition: text().$type<ReturnDisposition>(),
    restockBranchId: uuid().references(() => branches.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('order_returns_user_created_idx').on(t.userId, t.createdAt),
    index('order_returns_order_idx').on(t.orderId),
    // The console's returns queue, by status and age.
    index('order_returns_status_created_idx').on(t.status, t.createdAt),
    // One open request per order, whatever two racing requests try.
    uniqueIndex('order_returns_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} not in ('returned', 'return_cancelled')`),
  ],
);

/** Which order lines, and how many units of each, a return covers. */
export const orderReturnItems = pgTable(
  'order_return_items',
  {
    id: id(),
    returnId: uuid()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('order_return_items_uq').on(t.returnId, t.orderItemId)],
);

/**
 * Photos a customer uploads for a return of one order; attached to the return when it is
 * requested. Private files (DATA_DIR/uploads), served only to their owner.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: id(),
    ...customerOrder(),
    returnId: uuid().references(() => orderReturns.id, { onDelete: 'set null' }),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    index('return_photos_order_idx').on(t.orderId, t.userId),
    index('return_photos_return_idx').on(t.returnId),
  ],
);

export type PaymentAttemptStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

/** One hosted-payment-page attempt of an online order (a failed one can be retried). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** Our reference sent to the gateway (request_id). */
    requestId: text().notNull(),
    channel: text().notNull(),
    amountCentavos: integer().notNull(),
    status: text().$type<PaymentAttemptStatus>().notNull().default('pending'),
    /** The gateway's reference and last answer (response_id, response_code). */
    responseId: text(),
    responseCode: text(),
    responseMessage: text(),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_request_uq').on(t.provider, t.requestId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Every verified gateway notification, kept for reconciliation; replays land on the unique key. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    responseId: text().notNull(),
    responseCode: text().notNull(),
    responseMessage: text().notNull().default(''),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('payment_notifications_uq').on(t.paymentId, t.responseId, t.responseCode)],
);

/** SI-<year>-<6 digits>: sales invoice numbers, their own sequence apart from order numbers. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/**
 * The sales invoice of an order: numbered once, the first time staff print it, and the same
 * number on every later print.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNumber: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('order_invoices_number_uq').on(t.invoiceNumber)],
);
