import { STAY_LOGGED_IN_DAYS } from '@shop/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long mailed secrets and remembered devices last, and how failed logins back off. */
export const AUTH_POLICY = {
  verifyTokenMs: 24 * HOUR,
  resetTokenMs: 1 * HOUR,
  /** A staff invitation's set-password link: the invitee may not read mail within the hour. */
  invitationTokenMs: 72 * HOUR,
  oneTimeCodeMs: 10 * MINUTE,
  /** Wrong guesses before a one-time code is burnt. */
  oneTimeCodeAttempts: 5,
  refreshTokenMs: STAY_LOGGED_IN_DAYS * 24 * HOUR,
  /** An expired verification link mails a new one at most this often. */
  verifyResendMs: 10 * MINUTE,
  /** From this many consecutive failures, each failure locks the account for a doubling time. */
  backoffAfterFailures: 5,
  backoffBaseMs: 30_000,
  backoffMaxMs: 15 * MINUTE,
} as const;

export function lockDurationMs(consecutiveFailures: number): number {
  const over = consecutiveFailures - AUTH_POLICY.backoffAfterFailures;
  if (over < 0) return 0;
  return Math.min(AUTH_POLICY.backoffMaxMs, AUTH_POLICY.backoffBaseMs * 2 ** over);
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
