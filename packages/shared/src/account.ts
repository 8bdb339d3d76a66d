// The customer's account as both sides see it: profile and identity documents (spec 7 auth
// service). One list of document types and messages, so the form and the API say the same thing.
import { z } from 'zod';
import {
  INVALID_CHARACTER_MESSAGE,
  maxLengthMessage,
  REQUIRED_MESSAGE,
} from './validation/messages';
import { requiredString } from './validation/rules';

/** Philippine IDs a customer can keep on file; UMID, PhilSys and SSS IDs carry no expiry date. */
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
export const EXPIRING_TYPES: readonly DocumentType[] = DOCUMENT_TYPE_OPTIONS.filter(
  (option) => option.expires,
).map((option) => option.value);
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

/** One identity document as GET /api/v1/my-info/documents lists it. */
export const identityDocumentSchema = z.object({
  _id: z.string(),
  type: z.string(),
  number: z.string(),
  expiry: z.string().nullable(),
  files: z.array(
    z.object({
      side: z.enum(DOCUMENT_SIDES),
      /** Owner-only: fetched with the bearer token, never linked directly. */
      url: z.string(),
      content_type: z.string(),
      size: z.number(),
    }),
  ),
  created_at: z.string(),
});
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

/** GET /api/v1/my-info: the signed-in customer's profile. */
export const profileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  roleName: z.string(),
  projectId: z.string(),
  emailVerified: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
