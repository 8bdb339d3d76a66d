// Field schemas shared by the web forms and the API, carrying the spec's messages (section 5).
// Every rule accepts custom messages (spec: "Custom messages can override any of these").
// Format rules (minLength, maxLength, alphanumeric, digitsOnly) accept an empty value so they
// can sit on optional fields; rules the spec calls required (email, name, password, mobile)
// reject it with the required message first and report nothing else.
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../constants';
import {
  MOBILE_FIRST_DIGIT,
  MOBILE_MAX_LENGTH,
  MOBILE_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits';
import {
  EMAIL_MESSAGES,
  INVALID_CHARACTER_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  ONLY_LETTERS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PASSWORD_LOWERCASE_MESSAGE,
  PASSWORD_MIN_LENGTH_MESSAGE,
  PASSWORD_NUMERIC_MESSAGE,
  PASSWORD_REPEATED_CHARACTER_MESSAGE,
  PASSWORD_SPECIAL_MESSAGE,
  PASSWORD_UPPERCASE_MESSAGE,
  REQUIRED_MESSAGE,
  fileTooLargeMessage,
  labelMaxLengthMessage,
  labelMinLengthMessage,
  maxLengthMessage,
  minLengthMessage,
  minLengthUnitMessage,
} from './messages';
import type { EmailMessageReading } from './messages';

export interface MessageOption {
  message?: string;
}

export interface RequiredMessageOption {
  requiredMessage?: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The spec's "empty value". Besides blank strings and null/undefined: NaN (an empty number
 * input), false (an unticked required checkbox, as HTML `required` reads it), an empty list, and
 * a plain object without an `id`/`_id` (an unselected option). Class instances such as File or
 * Date count as present.
 */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return isPresent(value['id']) || isPresent(value['_id']);
  return true;
}

/** Any value that must be filled in (select options, lists, checkboxes). */
export function required(options: MessageOption = {}) {
  return z.unknown().refine(isPresent, { error: options.message ?? REQUIRED_MESSAGE });
}

/** True when the text holds U+0000, which no field accepts (PostgreSQL text cannot store it). */
export const containsNul = (value: string) => value.includes('\u0000');

const withoutNul = <T extends z.ZodString>(schema: T) =>
  schema.refine((value) => !containsNul(value), { error: INVALID_CHARACTER_MESSAGE, abort: true });

/** Any text field: a string without the NUL character. */
export const text = () => withoutNul(z.string());

/** A required text field, trimmed. */
export function requiredString(options: MessageOption = {}) {
  const message = options.message ?? REQUIRED_MESSAGE;
  return withoutNul(z.string({ error: message }))
    .trim()
    .min(1, { error: message, abort: true });
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export interface EmailOptions extends MessageOption, RequiredMessageOption {
  /** Which of the spec's two texts to show for a malformed address; default 'invalid'. */
  reading?: EmailMessageReading;
}

/** Required, trimmed and lowercased, with a basic address pattern. */
export function email(options: EmailOptions = {}) {
  return requiredString({ message: options.requiredMessage })
    .toLowerCase()
    .regex(EMAIL_PATTERN, {
      error: options.message ?? EMAIL_MESSAGES[options.reading ?? 'invalid'],
    });
}

// Letters of any script (so ñ, é and combining marks), spaces and , . - '
const PERSON_NAME_PATTERN = /^[\p{L}\p{M} ,.'-]+$/u;

export interface PersonNameOptions {
  label: string;
  min?: number;
  max?: number;
  messages?: { required?: string; letters?: string; min?: string; max?: string };
}

export function personName({ label, min, max, messages = {} }: PersonNameOptions) {
  let schema = requiredString({ message: messages.required })
    .normalize('NFC')
    .regex(PERSON_NAME_PATTERN, { error: messages.letters ?? ONLY_LETTERS_MESSAGE });
  if (min !== undefined) {
    schema = schema.min(min, { error: messages.min ?? labelMinLengthMessage(label, min) });
  }
  if (max !== undefined) {
    schema = schema.max(max, { error: messages.max ?? labelMaxLengthMessage(label, max) });
  }
  return schema;
}

export interface MinLengthOptions extends MessageOption {
  /** '{label} must be at least {n} characters.' */
  label?: string;
  /** 'Must be at least {n} {unit} long.' (used when no label is given) */
  unit?: string;
}

/** Trimmed text of at least n characters; without label or unit: 'Must be at least {n} characters.' */
export function minLength(n: number, options: MinLengthOptions = {}) {
  const { label, unit } = options;
  const message =
    options.message ??
    (label !== undefined
      ? labelMinLengthMessage(label, n)
      : unit !== undefined
        ? minLengthUnitMessage(n, unit)
        : minLengthMessage(n));
  return text().trim().min(n, { error: message });
}

export function maxLength(n: number, options: MessageOption = {}) {
  return text()
    .trim()
    .max(n, { error: options.message ?? maxLengthMessage(n) });
}

export interface PasswordMessages {
  required: string;
  minLength: string;
  uppercase: string;
  lowercase: string;
  numeric: string;
  special: string;
  repeated: string;
}

const DEFAULT_PASSWORD_MESSAGES: PasswordMessages = {
  required: REQUIRED_MESSAGE,
  minLength: PASSWORD_MIN_LENGTH_MESSAGE,
  uppercase: PASSWORD_UPPERCASE_MESSAGE,
  lowercase: PASSWORD_LOWERCASE_MESSAGE,
  numeric: PASSWORD_NUMERIC_MESSAGE,
  special: PASSWORD_SPECIAL_MESSAGE,
  repeated: PASSWORD_REPEATED_CHARACTER_MESSAGE,
};

/**
 * A new password. Never trimmed: spaces are part of it. Every broken rule is its own issue, so
 * a form can show the whole checklist.
 */
export function password(options: { messages?: Partial<PasswordMessages> } = {}) {
  const m = { ...DEFAULT_PASSWORD_MESSAGES, ...options.messages };
  return z
    .string({ error: m.required })
    .refine((value) => value.trim().length > 0, { error: m.required, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: m.minLength })
    .regex(/[A-Z]/, { error: m.uppercase })
    .regex(/[a-z]/, { error: m.lowercase })
    .regex(/[0-9]/, { error: m.numeric })
    .regex(/[^\p{L}\p{N}\s]/u, { error: m.special })
    .refine((value) => !/(.)\1\1/su.test(value), { error: m.repeated });
}

/** The new password (`password`, or another field such as `newPassword`) and its confirmation. */
type PasswordPair<F extends string> = Record<F | 'confirmPassword', string>;

function hasPasswordPair(value: unknown, field: string) {
  return (
    isPlainObject(value) &&
    typeof value[field] === 'string' &&
    typeof value['confirmPassword'] === 'string'
  );
}

/**
 * Adds the confirm-password rule to an object schema with `confirmPassword` and the password it
 * confirms: `password`, or the field named by `options.field`. It runs even when other fields
 * failed, unless one of them stopped its own checks (a required field left empty does): forms add
 * `withPasswordPair` (apps/web/src/lib) to say it at once.
 */
export function withConfirmPassword<
  T extends z.ZodType<PasswordPair<F>>,
  F extends string = 'password',
>(schema: T, options: MessageOption & { field?: F } = {}): T {
  const field = (options.field ?? 'password') as F;
  return schema.refine((value: PasswordPair<F>) => value[field] === value.confirmPassword, {
    error: options.message ?? PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
    when: (payload) => hasPasswordPair(payload.value, field),
  });
}

/** ASCII letters and digits only; empty passes (combine with requiredString). */
export function alphanumeric(options: MessageOption = {}) {
  return text()
    .trim()
    .regex(/^[A-Za-z0-9]*$/, { error: options.message ?? INVALID_CHARACTER_MESSAGE });
}

/** Digits 0-9 only; empty passes (combine with requiredString). */
export function digitsOnly(options: MessageOption = {}) {
  return text()
    .trim()
    .regex(/^[0-9]*$/, { error: options.message ?? INVALID_CHARACTER_MESSAGE });
}

const MOBILE_NATIONAL = `${MOBILE_FIRST_DIGIT}[0-9]{${MOBILE_MIN_LENGTH - 1},${MOBILE_MAX_LENGTH - 1}}`;
const MOBILE_PATTERN = new RegExp(`^${MOBILE_NATIONAL}$`);
const MOBILE_WITH_PREFIX = new RegExp(`^(?:\\+?63|0)(${MOBILE_NATIONAL})$`);

/**
 * Brings a typed PH mobile number to the national significant form: spaces and dashes dropped,
 * then a leading 0, +63 or 63 removed when what follows is a valid number (09171234567,
 * +63 917 123 4567 -> 9171234567). Anything else is returned compacted but otherwise unchanged.
 */
export function normalizeMobile(value: string): string {
  const compact = value.trim().replace(/[\s-]/g, '');
  return MOBILE_WITH_PREFIX.exec(compact)?.[1] ?? compact;
}

/** Required; see limits.ts for the bounds (10 digits, first digit 9). */
export function mobile(options: MessageOption & RequiredMessageOption = {}) {
  return requiredString({ message: options.requiredMessage })
    .overwrite(normalizeMobile)
    .regex(MOBILE_PATTERN, { error: options.message ?? MOBILE_INVALID_MESSAGE });
}

export interface SizedFile {
  size: number;
}

function isSizedFile(value: unknown): value is SizedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<SizedFile>).size === 'number'
  );
}

/**
 * A file (browser File, or the server's upload descriptor) no larger than maxBytes. z.custom
 * keeps the original object: z.object would strip a File down to a plain { size }.
 */
export function fileSize<T extends SizedFile = SizedFile>(
  maxBytes: number = MAX_UPLOAD_BYTES,
  options: MessageOption & RequiredMessageOption = {},
) {
  return z
    .custom<T>(isSizedFile, { error: options.requiredMessage ?? REQUIRED_MESSAGE })
    .refine((file) => file.size <= maxBytes, {
      error: options.message ?? fileTooLargeMessage(maxBytes),
    });
}
