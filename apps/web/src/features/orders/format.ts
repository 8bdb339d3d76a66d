export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on delivery',
  online: 'Online payment',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  cod_pending: 'To be paid on delivery',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
  expired: 'Payment expired',
  refund_due: 'Refund in progress',
};

export const FULFILLMENT_LABELS: Record<string, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup at a branch',
};

/** A known label, else the code with underscores read as spaces. */
export const labelOf = (labels: Record<string, string>, code: string): string =>
  labels[code] ?? code.replace(/_/g, ' ');
