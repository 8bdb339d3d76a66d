import {
  INVALID_CHARACTER_MESSAGE,
  maxLengthMessage,
  REQUIRED_MESSAGE,
  requiredString,
} from '@shop/shared';
import { z } from 'zod';

/** Philippine IDs a customer can keep on file. */
export const DOCUMENT_TYPES = [
  'passport',
  'drivers_license',
  'umid',
  'philsys',
  'sss',
  'prc',
  'postal',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** UMID, PhilSys and SSS IDs carry no expiry date; these do. */
export const EXPIRING_TYPES: readonly DocumentType[] = [
  'passport',
  'drivers_license',
  'prc',
  'postal',
];
export const DOCUMENT_SIDES = ['front', 'back', 'pdf'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];
export const MAX_DOCUMENTS = 10;
export const DOCUMENT_NUMBER_MAX = 30;

export const DOCUMENT_MESSAGES = {
  type: 'Please choose one of the listed document types.',
  expiryDate: 'Please enter a valid date (YYYY-MM-DD).',
  expired: 'This document has expired.',
  kind: 'Only JPG, PNG, WebP images or PDF files are accepted.',
  imageSide: 'The front and back must be JPG, PNG or WebP images.',
  pdfSide: 'This must be a PDF file.',
  filesNeeded: 'Upload the front (and back) images or one PDF.',
  pdfOrImages: 'Upload either images or one PDF, not both.',
  notMultipart: 'Send the document as multipart/form-data.',
  tooManyParts: 'Too many files or fields in one upload.',
  limit: `You can keep up to ${MAX_DOCUMENTS} documents. Delete one to add another.`,
  notFound: 'The document does not exist.',
} as const;

/** The text fields of an upload (multipart fields arrive as strings). */
export const documentFieldsSchema = z
  .object({
    type: requiredString().pipe(z.enum(DOCUMENT_TYPES, { error: DOCUMENT_MESSAGES.type })),
    number: requiredString()
      .max(DOCUMENT_NUMBER_MAX, { error: maxLengthMessage(DOCUMENT_NUMBER_MAX) })
      .regex(/^[A-Za-z0-9 -]+$/, { error: INVALID_CHARACTER_MESSAGE }),
    expiry: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.iso.date({ error: DOCUMENT_MESSAGES.expiryDate }).optional())
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (EXPIRING_TYPES.includes(value.type) && value.expiry === undefined) {
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: REQUIRED_MESSAGE });
    }
  });
export type DocumentFields = z.infer<typeof documentFieldsSchema>;
