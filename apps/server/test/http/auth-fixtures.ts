import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createOutboxRepository } from '../../src/modules/mail/outbox-repository';
import type { StoredMail } from '../../src/platform/mail/mailer';
import { createTestApp, type TestApp, type TestAppOptions } from '../app';

export const PUBLIC_URL = 'https://shop.example.ph';
export const PASSWORD = 'Sampaguita#2024';
export const NEW_PASSWORD = 'Narra-Table-88';

/** The real app with limits high enough that only the rate-limit tests ever meet them. */
export function createAuthTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({
    ...options,
    env: {
      PUBLIC_URL,
      LOGIN_RATE_LIMIT_MAX: '10000',
      LOGIN_EMAIL_RATE_LIMIT_MAX: '10000',
      SIGNUP_RATE_LIMIT_MAX: '10000',
      RESET_RATE_LIMIT_MAX: '10000',
      SUPPLIER_RATE_LIMIT_MAX: '10000',
      ...options.env,
    },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A distinct, valid address per call, so tests in one file never collide. */
export function uniqueEmail(name = 'customer'): string {
  counter += 1;
  return `${name}.${counter}.${Date.now().toString(36)}@example.ph`;
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Santos',
    email: uniqueEmail('maria'),
    mobile: '09171234567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    privacy: true,
    agree: true,
    ...overrides,
  };
}

export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export function put(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
}

export function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** Mails to an address, newest first. */
export function mailsTo(t: TestApp, address: string): Promise<StoredMail[]> {
  return createOutboxRepository(t.database.db).listFor(address);
}

/** The token of the newest mailed link to `${PUBLIC_URL}/${path}/<token>`. */
export async function mailedToken(
  t: TestApp,
  address: string,
  path: 'verify' | 'change-password',
): Promise<string> {
  const [mail] = await mailsTo(t, address);
  const match = new RegExp(`${PUBLIC_URL}/${path}/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`No /${path}/ link mailed to ${address}`);
  // The HTML carries the same working link.
  expect(mail?.html).toContain(`${PUBLIC_URL}/${path}/${match[1]}`);
  return match[1];
}

export async function mailedCode(t: TestApp, address: string): Promise<string> {
  const [mail] = await mailsTo(t, address);
  const code = /^\s+(\d{6})$/m.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No one-time code mailed to ${address}`);
  return code;
}

export function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** Signs up through the API (201): the body it sent, for an account that is not verified yet. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  expectStatus(await post(t, '/api/v1/auth/sign-up', body), 201);
  return body;
}

/** Opens a verification link: the token the sign-up mail carried. */
export function verifySignUp(t: TestApp, token: unknown) {
  return post(t, '/api/v1/auth/verify-sign-up-token', { token });
}

/** Signs up and opens the mailed verification link: a customer who can log in. */
export async function createCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = await signUp(t, overrides);
  expectStatus(await verifySignUp(t, await mailedToken(t, body.email, 'verify')), 200);
  return { email: body.email, password: body.password, firstName: body.firstName };
}

export function login(t: TestApp, email: string, password = PASSWORD, extra = {}) {
  return post(t, '/api/v1/auth/login', { email, password, ...extra });
}

/** A verified customer and an access token for them. */
export async function signedInCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const customer = await createCustomer(t, overrides);
  const data = expectStatus(await login(t, customer.email, customer.password), 200).data;
  return { ...customer, token: data.token as string, headers: bearer(data.token) };
}

/** Moves the app's clock (tokens, links, codes, lockouts) forward; nothing sleeps. */
export function advanceClock(t: TestApp, ms: number) {
  const base = t.app.clock.now().getTime();
  t.app.clock.now = () => new Date(base + ms);
}

export function resetClock(t: TestApp) {
  t.app.clock.now = () => new Date();
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
