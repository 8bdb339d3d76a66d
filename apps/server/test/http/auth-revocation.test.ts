import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  bearer,
  createAuthTestApp,
  createCustomer,
  expectStatus,
  get,
  login,
  mailedToken,
  NEW_PASSWORD,
  PASSWORD,
  post,
  put,
} from './auth-fixtures';

// A token that was valid must stop working the moment the account's owner changes the
// password, resets it, or signs out everywhere, not when it expires an hour later.
const EXPIRED = { message: 'Your session has expired. Please log in again.' };

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ env: { ACCESS_TOKEN_TTL: '1d' } });
});
afterAll(() => t.close());

interface Session {
  token: string;
  deviceId?: string;
  refreshToken?: string;
}

async function signIn(email: string, password = PASSWORD, remember = false): Promise<Session> {
  const extra = remember ? { withRefreshToken: true } : {};
  return expectStatus(await login(t, email, password, extra), 200).data as Session;
}

const myInfo = (session: Session) => get(t, '/api/v1/my-info', bearer(session.token));
const refresh = (email: string, session: Session) =>
  post(
    t,
    '/api/v1/auth/refresh',
    { email, deviceId: session.deviceId },
    bearer(session.refreshToken!),
  );

describe('changing the password', () => {
  it('ends every other session at once; the device that changed it continues', async () => {
    const customer = await createCustomer(t);
    const laptop = await signIn(customer.email, PASSWORD, true);
    const phone = await signIn(customer.email, PASSWORD, true);
    const stolen = await signIn(customer.email);

    const changed = expectStatus(
      await put(
        t,
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        bearer(laptop.token),
      ),
      200,
    ).data as { email: string; token: string };

    for (const old of [phone, stolen, laptop]) {
      expect(expectStatus(await myInfo(old), 401)).toEqual(EXPIRED);
    }
    expectStatus(await myInfo({ token: changed.token }), 200);
    expect(expectStatus(await refresh(customer.email, phone), 401)).toEqual(EXPIRED);
    // The laptop stays remembered: its refresh token still gives it new sessions.
    const renewed = expectStatus(await refresh(customer.email, laptop), 200).data as Session;
    expectStatus(await myInfo(renewed), 200);
  });

  it('through the profile form too, answering the caller’s new token', async () => {
    const customer = await createCustomer(t);
    const here = await signIn(customer.email);
    const elsewhere = await signIn(customer.email);
    const response = expectStatus(
      await put(
        t,
        '/api/v1/my-info',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        bearer(here.token),
      ),
      200,
    ).data as { token?: string };
    expect(response.token).toEqual(expect.any(String));
    expectStatus(await myInfo(elsewhere), 401);
    expectStatus(await myInfo({ token: response.token! }), 200);
  });

  it('leaves the sessions alone when only the name changes', async () => {
    const customer = await createCustomer(t);
    const here = await signIn(customer.email);
    const elsewhere = await signIn(customer.email);
    const response = expectStatus(
      await put(t, '/api/v1/my-info', { firstName: 'Josefa' }, bearer(here.token)),
      200,
    ).data as { token?: string };
    expect(response).not.toHaveProperty('token');
    expectStatus(await myInfo(elsewhere), 200);
  });

  it('refused with a wrong current password ends nothing', async () => {
    const customer = await createCustomer(t);
    const here = await signIn(customer.email);
    const elsewhere = await signIn(customer.email);
    expectStatus(
      await put(
        t,
        '/api/auth/change-password',
        {
          currentPassword: 'Wrong#Password1',
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
        bearer(here.token),
      ),
      400,
    );
    expectStatus(await myInfo(here), 200);
    expectStatus(await myInfo(elsewhere), 200);
  });
});

describe('resetting the password through the mailed link', () => {
  it('ends every session, remembered or not', async () => {
    const customer = await createCustomer(t);
    const remembered = await signIn(customer.email, PASSWORD, true);
    const plain = await signIn(customer.email);
    expectStatus(await post(t, '/api/v1/auth/forgot-password', { email: customer.email }), 200);
    const token = await mailedToken(t, customer.email, 'change-password');
    expectStatus(
      await put(t, '/api/v1/auth/reset-password', {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
      200,
    );
    expect(expectStatus(await myInfo(remembered), 401)).toEqual(EXPIRED);
    expect(expectStatus(await myInfo(plain), 401)).toEqual(EXPIRED);
    expectStatus(await myInfo(await signIn(customer.email, NEW_PASSWORD)), 200);
  });
});

describe('signing out everywhere', () => {
  it('ends every access and refresh token of the account, the caller’s too', async () => {
    const customer = await createCustomer(t);
    const other = await createCustomer(t);
    const remembered = await signIn(customer.email, PASSWORD, true);
    const plain = await signIn(customer.email);
    const someoneElse = await signIn(other.email);

    const response = await post(t, '/api/v1/auth/logout-all', {}, bearer(plain.token));
    expect(expectStatus(response, 200)).toEqual({ data: { email: customer.email } });

    expect(expectStatus(await myInfo(plain), 401)).toEqual(EXPIRED);
    expect(expectStatus(await myInfo(remembered), 401)).toEqual(EXPIRED);
    expect(expectStatus(await refresh(customer.email, remembered), 401)).toEqual(EXPIRED);
    expectStatus(await myInfo(someoneElse), 200);
    // Signing in again starts a new session.
    expectStatus(await myInfo(await signIn(customer.email)), 200);
  });

  it('needs a valid session', async () => {
    expect(expectStatus(await post(t, '/api/v1/auth/logout-all', {}), 401)).toEqual({
      message: 'Please log in to continue.',
    });
  });
});
