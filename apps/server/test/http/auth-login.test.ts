import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts, DEMO_CUSTOMER } from '../../src/modules/auth/seed-accounts';
import { TEST_PROJECT_ID } from '../database';
import type { TestApp } from '../app';
import {
  advanceClock,
  bearer,
  createAuthTestApp,
  createCustomer,
  expectStatus,
  get,
  login,
  mailedCode,
  MINUTE,
  PASSWORD,
  post,
  resetClock,
  signUpBody,
} from './auth-fixtures';

const OPERATOR = { email: 'operator@casafilipina.ph', password: 'Operator#2024' };
const INVALID = { message: 'Invalid email and/or password.' };
const TOO_MANY = { message: 'Too many login attempts. Please try again in a few minutes.' };

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp({
    beforeReady: (app) => {
      app.get('/api/test/operator-only', { preHandler: app.requireRole('staff') }, async () => ({
        data: 'ok',
      }));
    },
  });
  await seedAccounts(t.database.db, TEST_PROJECT_ID, { operator: OPERATOR, demoCustomer: true });
});
afterEach(() => resetClock(t));
afterAll(() => t.close());

describe('POST /api/v1/auth/login', () => {
  it('answers the session data and a signed 1-hour access token', async () => {
    const customer = await createCustomer(t, { firstName: 'Jose', lastName: 'Rizal' });
    const response = await login(t, customer.email, PASSWORD, { projectId: TEST_PROJECT_ID });
    const { data } = expectStatus(response, 200);
    expect(data).toEqual({
      token: expect.any(String),
      email: customer.email,
      firstName: 'Jose',
      lastName: 'Rizal',
      roleName: 'customer',
      projectId: TEST_PROJECT_ID,
    });
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({
      email: customer.email,
      role: 'customer',
      projectId: TEST_PROJECT_ID,
    });
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('remembers the device when asked: a device id and a refresh token', async () => {
    const customer = await createCustomer(t);
    const { data } = expectStatus(
      await login(t, customer.email, PASSWORD, { withRefreshToken: true }),
      200,
    );
    expect(data.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = expectStatus(
      await login(t, customer.email, PASSWORD, { withRefreshToken: true, deviceId: data.deviceId }),
      200,
    ).data;
    expect(again.deviceId).toBe(data.deviceId);
    // Logging in again on a device ends its previous remembered session.
    const stale = await post(
      t,
      '/api/v1/auth/refresh',
      { email: customer.email, deviceId: data.deviceId },
      bearer(data.refreshToken),
    );
    expectStatus(stale, 401);
  });

  it('answers a wrong password and an unknown e-mail exactly alike', async () => {
    const customer = await createCustomer(t);
    const wrong = await login(t, customer.email, 'Wrong#Password1');
    const unknown = await login(t, 'nobody@example.ph', PASSWORD);
    expect(expectStatus(wrong, 401)).toEqual(INVALID);
    expect(expectStatus(unknown, 401)).toEqual(INVALID);
  });

  it('tells an unverified customer to verify only when the password is right', async () => {
    const body = signUpBody();
    expectStatus(await post(t, '/api/v1/auth/sign-up', body), 201);
    expect(expectStatus(await login(t, body.email, 'Wrong#Password1'), 401)).toEqual(INVALID);
    expect(expectStatus(await login(t, body.email), 403).message).toBe(
      'Please verify your e-mail address first. We sent you a link when you signed up.',
    );
  });

  it('does not log in to another project', async () => {
    const customer = await createCustomer(t);
    const response = await login(t, customer.email, PASSWORD, { projectId: 'another-shop' });
    expect(expectStatus(response, 401)).toEqual(INVALID);
  });

  it('validates the form with the shared rules', async () => {
    const empty = expectStatus(await post(t, '/api/v1/auth/login', {}), 400);
    expect(empty.errors).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
    const malformed = expectStatus(
      await post(t, '/api/v1/auth/login', { email: 'juan@', password: 'x' }),
      400,
    );
    expect(malformed.errors).toEqual({ email: 'The supplied email address is not valid.' });
    const device = expectStatus(
      await login(t, 'juan@example.ph', PASSWORD, { withRefreshToken: true, deviceId: 'a b' }),
      400,
    );
    expect(device.errors).toEqual({ deviceId: 'The device id is not valid.' });
  });

  it('backs off after repeated failures, then lets the right password in again', async () => {
    const customer = await createCustomer(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(expectStatus(await login(t, customer.email, 'Wrong#Password1'), 401)).toEqual(INVALID);
    }
    // Locked for 30 seconds: even the right password waits.
    expect(expectStatus(await login(t, customer.email), 429)).toEqual(TOO_MANY);
    advanceClock(t, 31_000);
    expectStatus(await login(t, customer.email), 200);
    // A success resets the count: one more failure does not lock.
    expectStatus(await login(t, customer.email, 'Wrong#Password1'), 401);
    expectStatus(await login(t, customer.email), 200);
  });

  it('doubles the lock with every further failure', async () => {
    const customer = await createCustomer(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(t, customer.email, 'Wrong#Password1');
    }
    advanceClock(t, 31_000);
    // The sixth failure locks for 60 seconds.
    expectStatus(await login(t, customer.email, 'Wrong#Password1'), 401);
    advanceClock(t, 30_000);
    expect(expectStatus(await login(t, customer.email), 429)).toEqual(TOO_MANY);
    advanceClock(t, 31_000);
    expectStatus(await login(t, customer.email), 200);
  });
});

describe('a lockout caused by someone else', () => {
  const WRONG = 'Wrong#Password1';

  async function lockedOutOwner() {
    const customer = await createCustomer(t);
    const remembered = expectStatus(
      await login(t, customer.email, PASSWORD, { withRefreshToken: true }),
      200,
    ).data as { deviceId: string };
    // An attacker guesses from elsewhere, with no remembered device of this account.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectStatus(await login(t, customer.email, WRONG), 401);
    }
    return { customer, deviceId: remembered.deviceId };
  }

  it('still keeps out every sender without a remembered device, the right password too', async () => {
    const { customer } = await lockedOutOwner();
    expect(expectStatus(await login(t, customer.email), 429)).toEqual(TOO_MANY);
    const guessedDevice = { withRefreshToken: true, deviceId: crypto.randomUUID() };
    expect(expectStatus(await login(t, customer.email, PASSWORD, guessedDevice), 429)).toEqual(
      TOO_MANY,
    );
  });

  it('lets the owner in from a device they are remembered on, and clears the lock', async () => {
    const { customer, deviceId } = await lockedOutOwner();
    const ownDevice = { withRefreshToken: true, deviceId };
    expectStatus(await login(t, customer.email, PASSWORD, ownDevice), 200);
    // The owner's success ends the lock for everyone.
    expectStatus(await login(t, customer.email), 200);
  });

  it('counts a wrong password from the remembered device like any other', async () => {
    const { customer, deviceId } = await lockedOutOwner();
    const ownDevice = { withRefreshToken: true, deviceId };
    expect(expectStatus(await login(t, customer.email, WRONG, ownDevice), 401)).toEqual(INVALID);
    expect(expectStatus(await login(t, customer.email), 429)).toEqual(TOO_MANY);
  });

  it('lets the owner in with the e-mailed one-time code', async () => {
    const { customer } = await lockedOutOwner();
    expectStatus(await post(t, '/api/auth/request-temp-password', { email: customer.email }), 200);
    const code = await mailedCode(t, customer.email);
    expectStatus(
      await post(t, '/api/auth/validate-temp-password', { email: customer.email, code }),
      200,
    );
  });
});

describe('GET /api/token and GET /api/auth/token', () => {
  it.each(['/api/token', '/api/auth/token'])('%s says whose the token is', async (url) => {
    const customer = await createCustomer(t, { firstName: 'Gabriela', lastName: 'Silang' });
    const { data } = expectStatus(await login(t, customer.email), 200);
    expect(expectStatus(await get(t, url, bearer(data.token)), 200)).toEqual({
      data: {
        valid: true,
        email: customer.email,
        firstName: 'Gabriela',
        lastName: 'Silang',
        roleName: 'customer',
        projectId: TEST_PROJECT_ID,
      },
    });
  });

  it('answers 401 without a token, with a forged or foreign one, and after it expires', async () => {
    const customer = await createCustomer(t);
    const { data } = expectStatus(await login(t, customer.email), 200);
    const claims = decodeJwt(data.token);

    expect(expectStatus(await get(t, '/api/token'), 401)).toEqual({
      message: 'Please log in to continue.',
    });
    const expired = { message: 'Your session has expired. Please log in again.' };
    expect(expectStatus(await get(t, '/api/token', bearer('not.a.jwt')), 401)).toEqual(expired);
    expect(expectStatus(await get(t, '/api/token', { authorization: data.token }), 401)).toEqual({
      message: 'Please log in to continue.',
    });

    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    expect(expectStatus(await get(t, '/api/token', bearer(forged)), 401)).toEqual(expired);

    const otherShop = await t.app.accessTokens.sign({
      userId: String(claims.sub),
      email: customer.email,
      roleName: 'customer',
      projectId: 'another-shop',
      sessionVersion: 0,
    });
    expect(expectStatus(await get(t, '/api/token', bearer(otherShop)), 401)).toEqual(expired);

    advanceClock(t, 59 * MINUTE);
    expectStatus(await get(t, '/api/token', bearer(data.token)), 200);
    advanceClock(t, 61 * MINUTE);
    expect(expectStatus(await get(t, '/api/token', bearer(data.token)), 401)).toEqual(expired);
  });
});

describe('seeded accounts and roles', () => {
  it('lets the demo customer log in with the documented password', async () => {
    const { data } = expectStatus(await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password), 200);
    expect(data).toMatchObject({ firstName: 'Juan', lastName: 'Dela Cruz', roleName: 'customer' });
  });

  it('keeps operator routes for operators (app.requireRole)', async () => {
    const operator = expectStatus(await login(t, OPERATOR.email, OPERATOR.password), 200).data;
    expect(operator.roleName).toBe('staff');
    const customer = expectStatus(
      await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password),
      200,
    ).data;

    expectStatus(await get(t, '/api/test/operator-only'), 401);
    expect(
      expectStatus(await get(t, '/api/test/operator-only', bearer(customer.token)), 403),
    ).toEqual({ message: 'You do not have access to this.' });
    expect(
      expectStatus(await get(t, '/api/test/operator-only', bearer(operator.token)), 200),
    ).toEqual({ data: 'ok' });
  });

  it('seeds idempotently and never overwrites a changed password', async () => {
    await seedAccounts(t.database.db, TEST_PROJECT_ID, {
      operator: { ...OPERATOR, password: 'Changed#Password9' },
      demoCustomer: true,
    });
    expectStatus(await login(t, OPERATOR.email, OPERATOR.password), 200);
    expectStatus(await login(t, OPERATOR.email, 'Changed#Password9'), 401);
  });
});

describe('the OpenAPI document', () => {
  it('lists every route of the auth and account services', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/sign-up',
        '/api/register/{type}',
        '/api/register/verify-account',
        '/api/v1/auth/verify-sign-up-token',
        '/api/v1/auth/login',
        '/api/v1/auth/refresh',
        '/api/token',
        '/api/auth/token',
        '/api/v1/auth/forgot-password',
        '/api/v1/auth/verify-token',
        '/api/v1/auth/reset-password',
        '/api/auth/change-password',
        '/api/auth/request-temp-password',
        '/api/auth/validate-temp-password',
        '/api/auth/login_google',
        '/api/auth/login_facebook',
        '/api/v1/auth/providers',
        '/api/v1/my-info',
        '/api/v1/my-info/favorites',
        '/api/v1/my-info/documents',
        '/api/v1/my-info/documents/{id}',
        '/api/v1/my-info/documents/{id}/files/{side}',
        '/api/send-supplier-email',
      ]),
    );
    expect(document.paths['/api/v1/my-info'].get.security).toEqual([{ bearer: [] }]);
  });
});
