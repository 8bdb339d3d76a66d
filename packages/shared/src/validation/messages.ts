// The user-facing validation messages of spec section 5, copied exactly.
import { MAX_UPLOAD_BYTES } from '../constants';
import { PASSWORD_MIN_LENGTH } from './limits';

export const REQUIRED_MESSAGE = 'This field is required.';

export const EMAIL_INVALID_MESSAGE = 'The supplied email address is not valid.';
export const EMAIL_GENERIC_MESSAGE = 'Please verify your information and try again.';
/** The spec lists both email texts ("two readings"); a form picks one with `email({ reading })`. */
export const EMAIL_MESSAGES = {
  invalid: EMAIL_INVALID_MESSAGE,
  generic: EMAIL_GENERIC_MESSAGE,
} as const;
export type EmailMessageReading = keyof typeof EMAIL_MESSAGES;

export const ONLY_LETTERS_MESSAGE = 'Only letters are allowed.';

export const labelMinLengthMessage = (label: string, n: number): string =>
  `${label} must be at least ${n} characters.`;
export const labelMaxLengthMessage = (label: string, n: number): string =>
  `${label} must not exceed ${n} characters.`;
export const minLengthMessage = (n: number): string => `Must be at least ${n} characters.`;
export const minLengthUnitMessage = (n: number, unit: string): string =>
  `Must be at least ${n} ${unit} long.`;
export const maxLengthMessage = (n: number): string =>
  `Maximum of ${n} characters allowed have been reached.`;

export const PASSWORD_UPPERCASE_MESSAGE = 'Must contain at least one uppercase letter (A-Z).';
export const PASSWORD_LOWERCASE_MESSAGE = 'Must contain at least one lowercase letter (a-z).';
export const PASSWORD_NUMERIC_MESSAGE = 'Must contain at least one numeric character (0-9).';
export const PASSWORD_SPECIAL_MESSAGE = 'Must contain at least one special character.';
// The spec names these two rules but not their texts; written in the voice of the others.
export const PASSWORD_MIN_LENGTH_MESSAGE = minLengthMessage(PASSWORD_MIN_LENGTH);
export const PASSWORD_REPEATED_CHARACTER_MESSAGE =
  'Must not contain the same character three times in a row.';

export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match.';

export const INVALID_CHARACTER_MESSAGE = 'The input value contains an invalid character(s).';

export const MOBILE_INVALID_MESSAGE = 'Mobile number is invalid.';

const BYTES_PER_MB = 1024 * 1024;
/** Spec text has no final period; keep it that way. */
export const fileTooLargeMessage = (maxBytes: number): string =>
  `File size must not exceed ${Number((maxBytes / BYTES_PER_MB).toFixed(2))}MB`;
export const FILE_TOO_LARGE_MESSAGE = fileTooLargeMessage(MAX_UPLOAD_BYTES);
