export const TRADE_IN_NOT_FOUND = 'Trade-in not found.';
export const TRADE_IN_ALREADY_CANCELLED = 'This trade-in credit is already cancelled.';
export const TRADE_IN_CREDIT_USED =
  'The credit was already used on an order: it cannot be cancelled here. Settle it on the order.';
export const TRADE_IN_NO_VALUE =
  'This piece has no trade-in value left, so there is no credit to accept.';
