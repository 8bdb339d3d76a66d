// The identity document rules live in packages/shared (the API validates with the same list);
// this file adds what only the screens need: labels, dates and masking.
import { DOCUMENT_TYPE_OPTIONS } from '@shop/shared';

export {
  DOCUMENT_MESSAGES,
  DOCUMENT_NUMBER_MAX,
  DOCUMENT_TYPE_OPTIONS,
  DOCUMENT_TYPES,
  MAX_DOCUMENTS,
  type DocumentType,
} from '@shop/shared';

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}

export function documentTypeExpires(type: string): boolean {
  return DOCUMENT_TYPE_OPTIONS.find((option) => option.value === type)?.expires ?? false;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_TYPE = 'application/pdf';

/** Expiry dates are Philippine calendar dates (YYYY-MM-DD). */
export function manilaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const dateOnly = new Intl.DateTimeFormat('en-PH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const manilaDate = new Intl.DateTimeFormat('en-PH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Manila',
});

/** '2030-03-12' -> 'Mar 12, 2030' (a calendar date: no time zone shift). */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}

/** An instant, as the date it was in Manila. */
export function formatManilaDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : manilaDate.format(date);
}

/** Only the last 4 characters of a document number are shown. */
export function lastFour(number: string): string {
  return number.replace(/[\s-]/g, '').slice(-4);
}
