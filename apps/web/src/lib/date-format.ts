import { LOCALE } from '@shop/shared/constants';

// The shop is in Manila: times read the same wherever the shopper's device is set.
const TIME_ZONE = 'Asia/Manila';

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: TIME_ZONE });

function parse(value: string): Date | null {
  // A bare date (YYYY-MM-DD) is a Manila calendar day, not UTC midnight.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+08:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 2026-03-14T07:45:00Z -> 'Mar 14, 2026, 3:45 PM' (Manila time). */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** 2026-03-14 or an ISO time -> 'Mar 14, 2026' (Manila calendar day). */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : '';
}
