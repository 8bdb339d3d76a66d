// Answers of the staff accounts API.
export const STAFF_NOT_FOUND = 'This staff account does not exist.';
/** The storefront's sign-up text for a taken address (modules/auth/messages.ts EMAIL_TAKEN). */
export const EMAIL_TAKEN = 'An account with this e-mail address already exists.';
export const NOT_YOURSELF_ROLE = 'You cannot change your own role.';
export const NOT_YOURSELF_DISABLE = 'You cannot disable your own account.';
export const LAST_ADMIN =
  'The shop needs at least one active admin. Make someone else an admin first.';
export const NOT_INVITED = 'This account has already set its password.';
