// Answers of the auth service. Spec section 8 fixes the login 401 text; the others are ours.

export const INVALID_CREDENTIALS = 'Invalid email and/or password.';
export const EMAIL_NOT_VERIFIED =
  'Please verify your e-mail address first. We sent you a link when you signed up.';
export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again in a few minutes.';
export const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts. Please try again later.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a few minutes.';

export const EMAIL_TAKEN = 'An account with this e-mail address already exists.';
/** Contains "not exist": the web shows it in red with the "Sign up here" link (spec section 8). */
export const EMAIL_DOES_NOT_EXIST = 'The e-mail address does not exist.';
export const SIGN_UP_TYPE_UNKNOWN = 'This kind of account cannot be created here.';

export const VERIFY_LINK_INVALID = 'This verification link is not valid.';
export const VERIFY_LINK_USED = 'This verification link has already been used. You can log in now.';
export const VERIFY_LINK_EXPIRED =
  'This verification link has expired. We sent a new one to your e-mail address.';

export const RESET_LINK_INVALID = 'This password reset link is not valid.';
export const RESET_LINK_USED =
  'This password reset link has already been used. Please request a new one.';
export const RESET_LINK_EXPIRED = 'This password reset link has expired. Please request a new one.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

export const CODE_INVALID = 'The code is not correct or has expired.';

export const LOGIN_REQUIRED = 'Please log in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const FORBIDDEN = 'You do not have access to this.';
export const ACCOUNT_DISABLED =
  'This account has been disabled. Please ask the shop owner to enable it again.';

export const GOOGLE_UNAVAILABLE = 'Google sign-in is not available.';
export const FACEBOOK_UNAVAILABLE = 'Facebook sign-in is not available.';
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
export const FACEBOOK_FAILED = 'Facebook sign-in failed. Please try again.';
export const PROVIDER_EMAIL_MISSING =
  'Your account did not share a verified e-mail address. Please sign up with your e-mail address.';
export const PROVIDER_ACCOUNT_MISMATCH =
  'This e-mail address is already linked to another account of this provider.';
