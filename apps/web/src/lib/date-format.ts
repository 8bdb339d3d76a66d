import { LOCALE } from '@shop/shared/constants';

// The shop is in Manila: times read the same wherever the shopper's device is set.
const TIME_ZONE = 'Asia/Manila';
/** Manila keeps UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Made on first use: the first Intl formatter a page makes loads the browser's locale data.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

function parse(value: string): Date | null {
  // A bare date (YYYY-MM-DD) is a Manila calendar day, not UTC midnight.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+08:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 2026-03-14T07:45:00Z -> 'Mar 14, 2026, 3:45 PM' (Manila time). */
export function formatDateTime(value: string): string {
  const date = parse(value);
  dateTimeFormat ??= new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return date ? dateTimeFormat.format(date) : '';
}

/**
 * 2026-03-14 or an ISO time -> 'Mar 14, 2026' (Manila calendar day), as Intl's medium en-PH
 * date writes it. Without Intl: product pages show review dates while they first draw.
 */
export function formatDate(value: string): string {
  const date = parse(value);
  if (!date) return '';
  const manila = new Date(date.getTime() + MANILA_OFFSET_MS);
  return `${MONTHS[manila.getUTCMonth()]} ${manila.getUTCDate()}, ${manila.getUTCFullYear()}`;
}
