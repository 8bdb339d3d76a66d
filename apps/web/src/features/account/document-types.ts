// The identity documents the server accepts (apps/server/src/modules/account/documents-schema.ts).
// The web keeps its own copy of the list because it needs labels; a type the server drops
// answers 400 with "Please choose one of the listed document types." in place.

export const DOCUMENT_TYPE_OPTIONS = [
  { value: 'passport', label: 'Passport', expires: true },
  { value: 'drivers_license', label: 'Driver’s License', expires: true },
  { value: 'umid', label: 'UMID', expires: false },
  { value: 'philsys', label: 'PhilSys ID (National ID)', expires: false },
  { value: 'sss', label: 'SSS ID', expires: false },
  { value: 'prc', label: 'PRC ID', expires: true },
  { value: 'postal', label: 'Postal ID', expires: true },
] as const;

export type DocumentType = (typeof DOCUMENT_TYPE_OPTIONS)[number]['value'];
export const DOCUMENT_TYPES = DOCUMENT_TYPE_OPTIONS.map((option) => option.value) as [
  DocumentType,
  ...DocumentType[],
];

export const MAX_DOCUMENTS = 10;
export const DOCUMENT_NUMBER_MAX = 30;

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}

export function documentTypeExpires(type: string): boolean {
  return DOCUMENT_TYPE_OPTIONS.find((option) => option.value === type)?.expires ?? false;
}

/** The server's texts for the same rules, so the browser and the API say the same thing. */
export const DOCUMENT_MESSAGES = {
  type: 'Please choose one of the listed document types.',
  expiryDate: 'Please enter a valid date (YYYY-MM-DD).',
  expired: 'This document has expired.',
  imageSide: 'The front and back must be JPG, PNG or WebP images.',
  pdfSide: 'This must be a PDF file.',
  limit: `You can keep up to ${MAX_DOCUMENTS} documents. Delete one to add another.`,
} as const;

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
