// What the bearer guard answers; the auth module's own session checks say the same.
export const LOGIN_REQUIRED = 'Please log in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const FORBIDDEN = 'You do not have access to this.';
export const ACCOUNT_DISABLED =
  'This account has been disabled. Please ask the shop owner to enable it again.';
