import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** Every environment variable the server reads, with its default (README "Configuration"). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Casa Filipina Furniture <no-reply@casafilipina.ph>'),
  SHOP_MAIL: z.string().email().default('hello@casafilipina.ph'),
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
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PGlite database under dataDir. `memory://` for an in-memory one. */
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopMail: string;
  projectId: string;
  webDist: string;
  serviceBaseUrls: { auth: string; checkout: string; catalogue: string };
  seedOnStart: boolean;
  logLevel: Env['LOG_LEVEL'];
  shutdownTimeoutMs: number;
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
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopMail: env.SHOP_MAIL,
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
  };
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
