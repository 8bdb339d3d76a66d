import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  advanceClock,
  bearer,
  createAuthTestApp,
  createCustomer,
  DAY,
  expectStatus,
  get,
  login,
  MINUTE,
  PASSWORD,
  post,
  resetClock,
} from './auth-fixtures';

const EXPIRED = { message: 'Your session has expired. Please log in again.' };

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterEach(() => resetClock(t));
afterAll(() => t.close());

async function rememberedLogin(email: string, deviceId?: string) {
  const response = await login(t, email, PASSWORD, { withRefreshToken: true, deviceId });
  return expectStatus(response, 200).data as {
    token: string;
    deviceId: string;
    refreshToken: string;
  };
}

function refresh(email: string, deviceId: string, refreshToken: string) {
  return post(t, '/api/v1/auth/refresh', { email, deviceId }, bearer(refreshToken));
}

describe('POST /api/v1/auth/refresh', () => {
  it('answers like login with a new access token and a rotated refresh token', async () => {
    const customer = await createCustomer(t, { firstName: 'Andres', lastName: 'Bonifacio' });
    const session = await rememberedLogin(customer.email);
    const { data } = expectStatus(
      await refresh(customer.email, session.deviceId, session.refreshToken),
      200,
    );
    expect(data).toEqual({
      token: expect.any(String),
      email: customer.email,
      firstName: 'Andres',
      lastName: 'Bonifacio',
      roleName: 'customer',
      projectId: 'test-shop',
      deviceId: session.deviceId,
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expectStatus(await get(t, '/api/token', bearer(data.token)), 200);
    // And the rotated one refreshes in turn.
    expectStatus(await refresh(customer.email, session.deviceId, data.refreshToken), 200);
  });

  it('treats a reused refresh token as stolen: the whole device session ends', async () => {
    const customer = await createCustomer(t);
    const session = await rememberedLogin(customer.email);
    const otherDevice = await rememberedLogin(customer.email);
    const rotated = expectStatus(
      await refresh(customer.email, session.deviceId, session.refreshToken),
      200,
    ).data;

    const replay = await refresh(customer.email, session.deviceId, session.refreshToken);
    expect(expectStatus(replay, 401)).toEqual(EXPIRED);
    // The token the legitimate holder got is revoked with it.
    expectStatus(await refresh(customer.email, session.deviceId, rotated.refreshToken), 401);
    // Other devices are not touched.
    expectStatus(
      await refresh(customer.email, otherDevice.deviceId, otherDevice.refreshToken),
      200,
    );
  });

  it('keeps a device remembered for 30 days from its last refresh', async () => {
    const customer = await createCustomer(t);
    const session = await rememberedLogin(customer.email);
    advanceClock(t, 29 * DAY);
    const first = expectStatus(
      await refresh(customer.email, session.deviceId, session.refreshToken),
      200,
    ).data;
    advanceClock(t, 29 * DAY);
    const second = expectStatus(
      await refresh(customer.email, session.deviceId, first.refreshToken),
      200,
    ).data;
    advanceClock(t, 30 * DAY + MINUTE);
    expect(
      expectStatus(await refresh(customer.email, session.deviceId, second.refreshToken), 401),
    ).toEqual(EXPIRED);
  });

  it('refuses a token presented for another e-mail or device, without spending it', async () => {
    const customer = await createCustomer(t);
    const other = await createCustomer(t);
    const session = await rememberedLogin(customer.email);
    expectStatus(await refresh(other.email, session.deviceId, session.refreshToken), 401);
    expectStatus(
      await refresh(customer.email, '00000000-0000-4000-8000-000000000000', session.refreshToken),
      401,
    );
    expectStatus(await refresh(customer.email, session.deviceId, session.refreshToken), 200);
  });

  it('refuses a missing, unknown or malformed refresh token', async () => {
    const customer = await createCustomer(t);
    const session = await rememberedLogin(customer.email);
    const body = { email: customer.email, deviceId: session.deviceId };
    expect(expectStatus(await post(t, '/api/v1/auth/refresh', body), 401)).toEqual(EXPIRED);
    expectStatus(await refresh(customer.email, session.deviceId, 'not-a-real-token'), 401);
    expectStatus(await refresh(customer.email, session.deviceId, session.token), 401);
    const invalid = await post(t, '/api/v1/auth/refresh', {}, bearer(session.refreshToken));
    expect(expectStatus(invalid, 400).errors).toEqual({
      email: 'This field is required.',
      deviceId: 'The device id is not valid.',
    });
  });
});
