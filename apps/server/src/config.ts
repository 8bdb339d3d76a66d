import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_INSTALMENT_MIN_AMOUNT,
  DEFAULT_INSTALMENT_MONTHS,
  DEFAULT_OFW_RATES,
  OFW_RATES_AS_OF,
  email as emailRule,
  parseOfwRates,
  parseInstalmentMonths,
  password as passwordRule,
  type InstalmentTerms,
} from '@shop/shared';
import type { ObjectStorageConfig } from './platform/storage/s3-storage';
import { serverFolder } from './server-folder';

const repoRoot = path.resolve(serverFolder, '../..');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
/** '3600', '3600s', '60m', '1h' or '1d' -> seconds. */
const duration = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\s*([smhd]?)$/.exec(value);
      const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? 0) : 0;
      if (seconds > 0) return seconds;
      ctx.addIssue({ code: 'custom', message: 'must be a duration such as 3600, 15m or 1h' });
      return z.NEVER;
    });

/** A proxy address, or a CIDR range of them ('10.0.0.0/8', 'fd00::/8'). */
function isProxyAddress(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Which proxies may say who the client is through X-Forwarded-For: none (the socket address is
 * the client: the default), a hop count, or a list of addresses/CIDRs. `true` is not accepted:
 * trusting every sender lets any client pick its own address and escape the rate limits.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16)',
    });
    return z.NEVER;
  });

/** Every environment variable the server reads, with its default (README "Configuration"). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalUrl,
  REDIS_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .url({
          protocol: /^rediss?$/,
          error: 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
        })
        .optional(),
    )
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.:-]{0,100}$/, 'must be letters, digits and . : _ - (at most 100)')
    .optional(),
  CATALOGUE_POLL_MS: positiveInt(2_000),
  MAINTENANCE_CACHE_MS: positiveInt(1_000),
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(400).default(10),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Casa Filipina Furniture <no-reply@casafilipina.ph>'),
  SHOP_MAIL: z.string().email().default('hello@casafilipina.ph'),
  SHOP_NAME: z.string().trim().min(1).max(120).default('Casa Filipina Furniture'),
  SHOP_TIN: z
    .string()
    .trim()
    .regex(/^\d{3}-\d{3}-\d{3}-\d{5}$/, 'must be a TIN such as 123-456-789-00000')
    .default('009-876-543-00000'),
  SHOP_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('1128 Tomas Morato Avenue, Barangay South Triangle, Quezon City, Metro Manila 1103'),
  PROJECT_ID: z.string().min(1).default('casa-filipina'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  AUTH_BASE_URL: z.string().default(''),
  CHECKOUT_BASE_URL: z.string().default(''),
  CATALOGUE_BASE_URL: z.string().default(''),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  BENCH_ROUTES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  MAINTENANCE_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  CONTACT_RATE_LIMIT_MAX: positiveInt(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveInt(10 * 60_000),
  LEGAL_EFFECTIVE_DATE: z.string().trim().max(100).optional(),
  LEGAL_JURISDICTION: z.string().trim().max(200).optional(),
  ACCESS_TOKEN_TTL: duration('1h'),
  STAFF_ACCESS_TOKEN_TTL: duration('8h'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_DEBUG_TOKEN_URL: z.url().default('https://graph.facebook.com/debug_token'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  LOGIN_RATE_LIMIT_MAX: positiveInt(20),
  LOGIN_EMAIL_RATE_LIMIT_MAX: positiveInt(10),
  LOGIN_RATE_LIMIT_WINDOW_MS: positiveInt(15 * 60_000),
  SIGNUP_RATE_LIMIT_MAX: positiveInt(10),
  SIGNUP_RATE_LIMIT_WINDOW_MS: positiveInt(60 * 60_000),
  RESET_RATE_LIMIT_MAX: positiveInt(5),
  RESET_RATE_LIMIT_WINDOW_MS: positiveInt(15 * 60_000),
  SUPPLIER_RATE_LIMIT_MAX: positiveInt(5),
  PAGE_RATE_LIMIT_MAX: positiveInt(1_200),
  SUPPLIER_RATE_LIMIT_WINDOW_MS: positiveInt(60 * 60_000),
  OPERATOR_EMAIL: emailRule().optional(),
  OPERATOR_PASSWORD: passwordRule().optional(),
  ADMIN_EMAIL: emailRule().optional(),
  ADMIN_PASSWORD: passwordRule().optional(),
  COD_MAX_AMOUNT: z.coerce.number().positive().default(20_000),
  UNPAID_ORDER_TTL_MINUTES: positiveInt(120),
  ASSEMBLY_LEAD_WORKING_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  ASSEMBLY_WORKING_DAYS: z
    .string()
    .trim()
    .default('Mon-Sat')
    .transform((value, ctx) => {
      const days = parseWeekdays(value);
      if (days) return days;
      ctx.addIssue({
        code: 'custom',
        message: 'must list weekdays such as Mon-Sat or Mon,Wed,Fri',
      });
      return z.NEVER;
    }),
  // Approximate pesos per unit for the shopping-from-abroad amounts ("AED=15.95,SAR=15.6");
  // each replaces the packages/shared default of that currency. Not live rates.
  OFW_RATES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseOfwRates(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  OFW_RATES_AS_OF: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date such as 2026-11-02' })
    .optional(),
  PAYNAMICS_MERCHANT_ID: optionalText,
  PAYNAMICS_MERCHANT_KEY: optionalText,
  PAYNAMICS_ENDPOINT: optionalUrl,
  PAYMENT_SANDBOX: z.enum(['true', 'false']).optional(),
  COURIER_GATEWAY_URL: optionalUrl,
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  POLICY_COOLING_OFF_DAYS: z.coerce.number().int().min(1).max(365).default(15),
  SHOP_URL: optionalUrl,
  INSTALMENT_MONTHS: z
    .string()
    .trim()
    .default(DEFAULT_INSTALMENT_MONTHS.join(','))
    .transform((value, ctx) => {
      const months = parseInstalmentMonths(value);
      if (months) return months;
      ctx.addIssue({
        code: 'custom',
        message: 'must be a comma-separated list of months from 2 to 60, such as 3,6,12',
      });
      return z.NEVER;
    }),
  // Object storage (README "Object storage"): all of bucket and keys, or none (local disk).
  S3_ENDPOINT: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) address such as http://127.0.0.1:9000',
        })
        .optional(),
    )
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens',
        )
        .optional(),
    )
    .optional(),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  NODE_NAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
    .optional(),
  INSTALMENT_MIN_AMOUNT: z.coerce
    .number()
    .nonnegative()
    .max(10_000_000)
    .default(DEFAULT_INSTALMENT_MIN_AMOUNT),
  // Observability (README "Metrics and traces", docs/decisions/035).
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional())
    .optional(),
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const port = Number(value);
      if (/^\d+$/.test(value) && port <= 65535) return port;
      ctx.addIssue({ code: 'custom', message: 'must be a port number from 0 to 65535' });
      return z.NEVER;
    }),
  METRICS_HOST: optionalText,
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('casa-filipina'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  dataDir: string;
  /** Absent: the embedded PGlite database under dataDir. `memory://` for an in-memory one. */
  databaseUrl: string | undefined;
  /** Shared state between nodes (docs/decisions/032); null: everything stays in this process. */
  redis: RedisConfig | null;
  /** How often the catalogue version is polled (the fallback when no change message arrives). */
  cataloguePollMs: number;
  /** How long a server-rendered page is reused for its URL (0: every request renders). */
  pageCacheMs: number;
  /** How far the heap may grow past what a full collection kept, in percent (0: V8 decides; decision 050). */
  heapGrowthPercent: number;
  /** How long a read of the maintenance switch is trusted (the same fallback). */
  maintenanceCacheMs: number;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopMail: string;
  /** The seller as its sales invoices name it: registered name, TIN and registered address. */
  shop: ShopIdentity;
  projectId: string;
  webDist: string;
  serviceBaseUrls: { auth: string; checkout: string; catalogue: string };
  seedOnStart: boolean;
  logLevel: Env['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  /** Mounts the benchmark's machine-limit route (bench/run.ts); never needed by shoppers. */
  benchRoutes: boolean;
  /** Forces maintenance mode on, whatever the stored switch says. */
  maintenanceMode: boolean;
  contactRateLimit: { max: number; windowMs: number };
  /** Shown as written in the legal texts; null leaves their placeholders. */
  legal: { effectiveDate: string | null; jurisdiction: string | null };
  auth: AuthConfig;
  loginRateLimit: RateLimitConfig & { perEmailMax: number };
  signUpRateLimit: RateLimitConfig;
  resetRateLimit: RateLimitConfig;
  supplierRateLimit: RateLimitConfig;
  /** Storefront pages (and unknown paths) per client address per minute. */
  pageRateLimitMax: number;
  commerce: CommerceConfig;
  afterSales: AfterSalesConfig;
  /** 0% card instalments shown on the product and cart pages (pesos). */
  instalments: InstalmentTerms;
  /** Where `npm run shop -- orders:*` finds the running server's operator API. */
  shopUrl: string;
  /** Null: uploads and media on local disk under dataDir; else an S3-compatible bucket. */
  objectStorage: ObjectStorageConfig | null;
  observability: ObservabilityConfig;
  /** This node's name in a cluster, sent as `X-Served-By` on every response; null: no header. */
  nodeName: string | null;
}

/** /metrics and traces (docs/decisions/035). */
export interface ObservabilityConfig {
  /** Set: /metrics on the main port answers a request with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Set: a second listener serves only /metrics on this port (0 picks a free one). */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Set: traces are exported over OTLP/HTTP to `<endpoint>/v1/traces`. */
  otlpEndpoint: string | undefined;
  serviceName: string;
}

/** After checkout: returns and protection-plan refunds. */
export interface AfterSalesConfig {
  /** Days after the customer confirms receipt during which a return can be requested. */
  returnWindowDays: number;
  /** Days after purchase during which a protection-plan refund can be requested. */
  policyCoolingOffDays: number;
}

export interface CommerceConfig {
  /** Cash on delivery is refused above this order total (delivery only). */
  codMaxCentavos: number;
  /** Shopping from abroad: approximate pesos per unit by currency, and the day they were taken. */
  ofwRates: { pesosPerUnit: Record<string, number>; asOf: string };
  unpaidOrderTtlMinutes: number;
  assembly: { leadWorkingDays: number; workingDays: number[] };
  /** Mounts the sandbox payment gateway (/sandbox/paynamics); never in production unless asked. */
  paymentSandbox: boolean;
  /** Null: online payment is not offered. */
  paynamics: { merchantId: string; merchantKey: string; endpoint: string } | null;
  /** An external courier-rate gateway; unset, the built-in zone table rates parcels. */
  courierGatewayUrl: string | undefined;
  /** How often this node looks for due background jobs; 0 turns its runner off. */
  jobsPollIntervalMs: number;
}

export interface ShopIdentity {
  name: string;
  /** The BIR taxpayer identification number, NNN-NNN-NNN-NNNNN. */
  tin: string;
  address: string;
}

export interface RedisConfig {
  url: string;
  /** Prepended to every key and channel, so several shops or test runs share one Redis. */
  keyPrefix: string;
}

export interface RateLimitConfig {
  max: number;
  windowMs: number;
}

export interface AuthConfig {
  accessTokenTtlSeconds: number;
  /** Staff and admin sessions: never remembered, never refreshed (docs/decisions/012). */
  staffAccessTokenTtlSeconds: number;
  /** Null: Google sign-in is off (the route answers 501, the web hides the button). */
  google: { clientId: string; jwksUrl: string } | null;
  facebook: {
    appId: string;
    appSecret: string;
    debugTokenUrl: string;
    graphUrl: string;
  } | null;
  /** The `staff` account seeded at start (the former operator), when both variables are set. */
  operator: { email: string; password: string } | null;
  /** The first admin, seeded when both variables are set and the shop has no admin yet. */
  admin: { email: string; password: string } | null;
}

export class ConfigError extends Error {}

/** Parses the environment once; fails listing every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.OPERATOR_EMAIL) !== Boolean(env.OPERATOR_PASSWORD)) {
    throw new ConfigError(
      'Invalid environment:\n  OPERATOR_EMAIL and OPERATOR_PASSWORD must be set together',
    );
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  const objectStorage = objectStorageConfig(env);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redis: env.REDIS_URL
      ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX ?? `${env.PROJECT_ID}:` }
      : null,
    cataloguePollMs: env.CATALOGUE_POLL_MS,
    maintenanceCacheMs: env.MAINTENANCE_CACHE_MS,
    pageCacheMs: env.PAGE_CACHE_MS,
    heapGrowthPercent: env.HEAP_GROWTH_PERCENT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopMail: env.SHOP_MAIL,
    shop: { name: env.SHOP_NAME, tin: env.SHOP_TIN, address: env.SHOP_ADDRESS },
    projectId: env.PROJECT_ID,
    webDist: path.resolve(env.WEB_DIST),
    serviceBaseUrls: {
      auth: env.AUTH_BASE_URL,
      checkout: env.CHECKOUT_BASE_URL,
      catalogue: env.CATALOGUE_BASE_URL,
    },
    seedOnStart: env.SEED_ON_START,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    benchRoutes: env.BENCH_ROUTES,
    maintenanceMode: env.MAINTENANCE_MODE,
    contactRateLimit: {
      max: env.CONTACT_RATE_LIMIT_MAX,
      windowMs: env.CONTACT_RATE_LIMIT_WINDOW_MS,
    },
    legal: {
      effectiveDate: env.LEGAL_EFFECTIVE_DATE || null,
      jurisdiction: env.LEGAL_JURISDICTION || null,
    },
    auth: {
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
      staffAccessTokenTtlSeconds: env.STAFF_ACCESS_TOKEN_TTL,
      google: env.GOOGLE_CLIENT_ID
        ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL }
        : null,
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? {
              appId: env.FACEBOOK_APP_ID,
              appSecret: env.FACEBOOK_APP_SECRET,
              debugTokenUrl: env.FACEBOOK_DEBUG_TOKEN_URL,
              graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
            }
          : null,
      operator:
        env.OPERATOR_EMAIL && env.OPERATOR_PASSWORD
          ? { email: env.OPERATOR_EMAIL, password: env.OPERATOR_PASSWORD }
          : null,
      admin:
        env.ADMIN_EMAIL && env.ADMIN_PASSWORD
          ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
          : null,
    },
    loginRateLimit: {
      max: env.LOGIN_RATE_LIMIT_MAX,
      perEmailMax: env.LOGIN_EMAIL_RATE_LIMIT_MAX,
      windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS,
    },
    signUpRateLimit: { max: env.SIGNUP_RATE_LIMIT_MAX, windowMs: env.SIGNUP_RATE_LIMIT_WINDOW_MS },
    resetRateLimit: { max: env.RESET_RATE_LIMIT_MAX, windowMs: env.RESET_RATE_LIMIT_WINDOW_MS },
    pageRateLimitMax: env.PAGE_RATE_LIMIT_MAX,
    supplierRateLimit: {
      max: env.SUPPLIER_RATE_LIMIT_MAX,
      windowMs: env.SUPPLIER_RATE_LIMIT_WINDOW_MS,
    },
    observability: {
      metricsToken: env.METRICS_TOKEN,
      metricsPort: env.METRICS_PORT,
      metricsHost: env.METRICS_HOST ?? env.HOST,
      otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: env.OTEL_SERVICE_NAME,
    },
    commerce: commerceConfig(env, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    afterSales: {
      returnWindowDays: env.RETURN_WINDOW_DAYS,
      policyCoolingOffDays: env.POLICY_COOLING_OFF_DAYS,
    },
    instalments: { months: env.INSTALMENT_MONTHS, min_amount: env.INSTALMENT_MIN_AMOUNT },
    shopUrl: (env.SHOP_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, ''),
    objectStorage,
    nodeName: env.NODE_NAME ?? null,
  };
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * Object storage is all or nothing: half a setting would quietly keep files on one node's disk,
 * so any S3_ variable without the bucket and both keys stops the server.
 */
function objectStorageConfig(env: Env): ObjectStorageConfig | null {
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  const anySet = [...S3_REQUIRED, ...S3_OPTIONAL].some((name) => env[name] !== undefined);
  if (!anySet) return null;
  if (missing.length > 0 || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      `Invalid environment:\n  object storage needs ${S3_REQUIRED.join(', ')} set together (missing: ${missing.join(', ')})`,
    );
  }
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      env.S3_FORCE_PATH_STYLE === undefined
        ? env.S3_ENDPOINT !== undefined
        : env.S3_FORCE_PATH_STYLE === 'true',
  };
}

// Known to the sandbox gateway only; a real merchant key comes from Paynamics.
const SANDBOX_MERCHANT = { merchantId: 'SANDBOX-MERCHANT', merchantKey: 'sandbox-merchant-key' };

function commerceConfig(env: Env, publicUrl: string): CommerceConfig {
  const paymentSandbox =
    env.PAYMENT_SANDBOX === undefined
      ? env.NODE_ENV !== 'production'
      : env.PAYMENT_SANDBOX === 'true';
  const merchantId =
    env.PAYNAMICS_MERCHANT_ID ?? (paymentSandbox ? SANDBOX_MERCHANT.merchantId : undefined);
  const merchantKey =
    env.PAYNAMICS_MERCHANT_KEY ?? (paymentSandbox ? SANDBOX_MERCHANT.merchantKey : undefined);
  const endpoint =
    env.PAYNAMICS_ENDPOINT ??
    (paymentSandbox ? `${publicUrl.replace(/\/+$/, '')}/sandbox/paynamics/webpayment` : undefined);
  return {
    codMaxCentavos: Math.round(env.COD_MAX_AMOUNT * 100),
    ofwRates: {
      pesosPerUnit: { ...DEFAULT_OFW_RATES, ...env.OFW_RATES },
      // Rates set here should come with their date (OFW_RATES_AS_OF).
      asOf: env.OFW_RATES_AS_OF ?? OFW_RATES_AS_OF,
    },
    unpaidOrderTtlMinutes: env.UNPAID_ORDER_TTL_MINUTES,
    assembly: {
      leadWorkingDays: env.ASSEMBLY_LEAD_WORKING_DAYS,
      workingDays: env.ASSEMBLY_WORKING_DAYS,
    },
    paymentSandbox,
    paynamics: merchantId && merchantKey && endpoint ? { merchantId, merchantKey, endpoint } : null,
    courierGatewayUrl: env.COURIER_GATEWAY_URL,
    jobsPollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
  };
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** 'Mon-Sat' or 'Mon,Wed,Fri' (ranges may wrap: 'Fri-Mon') -> sorted day numbers, 0 = Sunday. */
function parseWeekdays(value: string): number[] | undefined {
  const days = new Set<number>();
  for (const part of value.toLowerCase().split(',')) {
    const [from, to = from] = part
      .split('-')
      .map((name) => WEEKDAYS.indexOf(name.trim().slice(0, 3)));
    if (from === undefined || to === undefined || from < 0 || to < 0) return undefined;
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === to) break;
    }
  }
  return days.size > 0 ? [...days].sort((a, b) => a - b) : undefined;
}

/** Generated on first start and kept, so tokens survive restarts without any setup. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
