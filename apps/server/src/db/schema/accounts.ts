import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { date, id, integer, text, timestamp, timestamps, uuid } from './columns';

/**
 * `staff` runs the catalogue, content and orders; `admin` (the owner) also manages staff
 * accounts. Accounts of the former `operator` role became `staff` (migration 0013).
 */
export type RoleName = 'customer' | 'staff' | 'admin';
export const STAFF_ROLES = ['staff', 'admin'] as const satisfies readonly RoleName[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export type EmailTokenPurpose = 'verify' | 'reset' | 'otp';
export type DocumentSide = 'front' | 'back' | 'pdf';

/** Customers and staff of a project (shop). The e-mail is stored lowercased. */
export const users = pgTable(
  'users',
  {
    id: id(),
    projectId: text().notNull(),
    email: text().notNull(),
    /** Null for accounts created through Google or Facebook until a password is set. */
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** National significant form (9171234567); null when a social sign-up did not give one. */
    mobile: text(),
    roleName: text().$type<RoleName>().notNull().default('customer'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    privacyAcceptedAt: timestamp({ withTimezone: true }),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** Consecutive failed logins; logins are refused until lockedUntil (backoff). */
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /**
     * Access tokens carry the version they were issued under; bumping it (password change or
     * reset, sign out everywhere) ends every token issued before.
     */
    sessionVersion: integer().notNull().default(0),
    /** Set by an admin: the account cannot sign in and its tokens stop working. */
    disabledAt: timestamp({ withTimezone: true }),
    googleSubject: text(),
    facebookUserId: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_project_email_uq').on(t.projectId, t.email),
    uniqueIndex('users_project_google_uq').on(t.projectId, t.googleSubject),
    uniqueIndex('users_project_facebook_uq').on(t.projectId, t.facebookUserId),
    // The console's staff list reads the few staff rows among many customers.
    index('users_project_role_idx').on(t.projectId, t.roleName),
    // Staff find customers (and orders by customer) by part of a name, e-mail or mobile.
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.mobile}, '')) gin_trgm_ops`,
    ),
  ],
);

/** Single-use secrets sent by mail: sign-up verification, password reset, one-time login code. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<EmailTokenPurpose>().notNull(),
    /** SHA-256 of the secret; the secret itself only ever exists in the mail. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Wrong guesses of a one-time code; the code is burnt after a few. */
    attempts: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_tokens_hash_uq').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Remembered devices. Each refresh replaces the token (rotatedAt); presenting a rotated token
 * again means it was copied, and every token of that user's device is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_device_idx').on(t.userId, t.deviceId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
    index('favorites_product_idx').on(t.productId),
  ],
);

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    number: text().notNull(),
    /** Null for IDs that do not expire (UMID, PhilSys, SSS). */
    expiry: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [index('identity_documents_user_idx').on(t.userId, t.createdAt)],
);

/** The stored files of a document; the bytes live in file storage under storageKey. */
export const identityDocumentFiles = pgTable(
  'identity_document_files',
  {
    documentId: uuid()
      .notNull()
      .references(() => identityDocuments.id, { onDelete: 'cascade' }),
    side: text().$type<DocumentSide>().notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.documentId, t.side] })],
);

export type SignInMethod = 'password' | 'otp' | 'google' | 'facebook';

/** Successful sign-ins, newest first on a customer's page in the console. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text().$type<SignInMethod>().notNull(),
    /** The remembered device the sign-in started, when the customer asked to be remembered. */
    deviceId: text(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [index('sign_ins_user_created_idx').on(t.userId, t.createdAt)],
);

/** Supplier inquiries, kept even when the mail to the shop cannot be delivered. */
export const supplierInquiries = pgTable(
  'supplier_inquiries',
  {
    id: id(),
    projectId: text().notNull(),
    company: text().notNull(),
    contactName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    message: text().notNull(),
    ipAddress: text(),
    userAgent: text(),
    ...timestamps,
  },
  (t) => [index('supplier_inquiries_created_idx').on(t.projectId, t.createdAt)],
);
