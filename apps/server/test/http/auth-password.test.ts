import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  advanceClock,
  bearer,
  createAuthTestApp,
  createCustomer,
  expectStatus,
  login,
  mailedToken,
  mailsTo,
  MINUTE,
  NEW_PASSWORD,
  PASSWORD,
  post,
  put,
  resetClock,
  signUpBody,
} from './auth-fixtures';

const INVALID = { message: 'Invalid email and/or password.' };

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterEach(() => resetClock(t));
afterAll(() => t.close());

async function requestReset(email: string) {
  expectStatus(await post(t, '/api/v1/auth/forgot-password', { email }), 200);
  return mailedToken(t, email, 'change-password');
}

function reset(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  return put(t, '/api/v1/auth/reset-password', { token, password, confirmPassword });
}

function refresh(email: string, session: { deviceId: string; refreshToken: string }) {
  return post(
    t,
    '/api/v1/auth/refresh',
    { email, deviceId: session.deviceId },
    bearer(session.refreshToken),
  );
}

describe('POST /api/v1/auth/forgot-password', () => {
  it('says an unknown address does not exist', async () => {
    const response = await post(t, '/api/v1/auth/forgot-password', { email: 'ghost@example.ph' });
    expect(expectStatus(response, 404)).toEqual({ message: 'The e-mail address does not exist.' });
  });

  it('validates the address', async () => {
    const response = await post(t, '/api/v1/auth/forgot-password', { email: 'ghost' });
    expect(expectStatus(response, 400).errors).toEqual({
      email: 'The supplied email address is not valid.',
    });
  });

  it('mails a reset link', async () => {
    const customer = await createCustomer(t);
    const response = await post(t, '/api/v1/auth/forgot-password', {
      email: customer.email.toUpperCase(),
    });
    expect(expectStatus(response, 200)).toEqual({ data: { email: customer.email } });
    const [mail] = await mailsTo(t, customer.email);
    expect(mail?.subject).toBe('Reset your Casa Filipina Furniture password');
    expect(mail?.text).toContain('expires in 1 hour');
    await mailedToken(t, customer.email, 'change-password');
  });
});

describe('resetting through the mailed link', () => {
  it('sets the new password, spends the link and logs out every remembered device', async () => {
    const customer = await createCustomer(t);
    const remembered = expectStatus(
      await login(t, customer.email, PASSWORD, { withRefreshToken: true }),
      200,
    ).data;
    const token = await requestReset(customer.email);

    const check = await post(t, '/api/v1/auth/verify-token', { token });
    expect(expectStatus(check, 200)).toEqual({ data: { valid: true, email: customer.email } });

    expect(expectStatus(await reset(token), 200)).toEqual({ data: { email: customer.email } });
    expect(expectStatus(await login(t, customer.email, PASSWORD), 401)).toEqual(INVALID);
    expectStatus(await login(t, customer.email, NEW_PASSWORD), 200);
    expectStatus(await refresh(customer.email, remembered), 401);

    expect(expectStatus(await post(t, '/api/v1/auth/verify-token', { token }), 200)).toEqual({
      data: { valid: false },
    });
    expect(expectStatus(await reset(token, 'Another#Pass99'), 410)).toEqual({
      message: 'This password reset link has already been used. Please request a new one.',
    });
    expectStatus(await login(t, customer.email, NEW_PASSWORD), 200);
  });

  it('expires after an hour', async () => {
    const customer = await createCustomer(t);
    const token = await requestReset(customer.email);
    advanceClock(t, 59 * MINUTE);
    expect(
      expectStatus(await post(t, '/api/v1/auth/verify-token', { token }), 200).data.valid,
    ).toBe(true);
    advanceClock(t, 2 * MINUTE);
    expect(expectStatus(await post(t, '/api/v1/auth/verify-token', { token }), 200)).toEqual({
      data: { valid: false },
    });
    expect(expectStatus(await reset(token), 410)).toEqual({
      message: 'This password reset link has expired. Please request a new one.',
    });
    resetClock(t);
    expectStatus(await login(t, customer.email, PASSWORD), 200);
  });

  it('keeps only the newest link working', async () => {
    const customer = await createCustomer(t);
    const first = await requestReset(customer.email);
    const second = await requestReset(customer.email);
    expect(second).not.toBe(first);
    expectStatus(await reset(first), 410);
    expectStatus(await reset(second), 200);
  });

  it('refuses an unknown link', async () => {
    expect(expectStatus(await post(t, '/api/v1/auth/verify-token', { token: 'x' }), 200)).toEqual({
      data: { valid: false },
    });
    expect(expectStatus(await reset('unknown-token'), 400)).toEqual({
      message: 'This password reset link is not valid.',
    });
  });

  it('checks the new password with the shared rules', async () => {
    const customer = await createCustomer(t);
    const token = await requestReset(customer.email);
    expect(expectStatus(await reset(token, 'weakpass1!'), 400).errors).toEqual({
      password: 'Must contain at least one uppercase letter (A-Z).',
    });
    expect(expectStatus(await reset(token, NEW_PASSWORD, 'Narra-Table-89'), 400).errors).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    // A refused attempt does not spend the link.
    expectStatus(await reset(token), 200);
  });

  it('verifies an account that never opened its verification link', async () => {
    const body = signUpBody();
    expectStatus(await post(t, '/api/v1/auth/sign-up', body), 201);
    const token = await requestReset(body.email);
    expectStatus(await reset(token), 200);
    expectStatus(await login(t, body.email, NEW_PASSWORD), 200);
  });
});

describe('PUT /api/auth/change-password', () => {
  const change = (headers: Record<string, string>, body: Record<string, string>) =>
    put(t, '/api/auth/change-password', body, headers);

  it('needs a session', async () => {
    const response = await change(
      {},
      {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    );
    expect(expectStatus(response, 401)).toEqual({ message: 'Please log in to continue.' });
  });

  it('needs the current password', async () => {
    const customer = await createCustomer(t);
    const { data } = expectStatus(await login(t, customer.email), 200);
    const response = await change(bearer(data.token), {
      currentPassword: 'Not#ThePassword1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(expectStatus(response, 400)).toEqual({
      message: 'The current password is not correct.',
      errors: { currentPassword: 'The current password is not correct.' },
    });
    expectStatus(await login(t, customer.email, PASSWORD), 200);
  });

  it('validates every field', async () => {
    const customer = await createCustomer(t);
    const { data } = expectStatus(await login(t, customer.email), 200);
    const empty = expectStatus(await change(bearer(data.token), {}), 400);
    expect(empty.errors).toEqual({
      currentPassword: 'This field is required.',
      newPassword: 'This field is required.',
      confirmPassword: 'This field is required.',
    });
    const mismatch = await change(bearer(data.token), {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(expectStatus(mismatch, 400).errors).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('changes it and logs out the other remembered devices, keeping this one', async () => {
    const customer = await createCustomer(t);
    const here = expectStatus(
      await login(t, customer.email, PASSWORD, { withRefreshToken: true }),
      200,
    ).data;
    const elsewhere = expectStatus(
      await login(t, customer.email, PASSWORD, { withRefreshToken: true }),
      200,
    ).data;
    const response = await change(bearer(here.token), {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(expectStatus(response, 200)).toEqual({
      data: { email: customer.email, token: expect.any(String) },
    });
    expect(expectStatus(await login(t, customer.email, PASSWORD), 401)).toEqual(INVALID);
    expectStatus(await login(t, customer.email, NEW_PASSWORD), 200);
    expectStatus(await refresh(customer.email, elsewhere), 401);
    expectStatus(await refresh(customer.email, here), 200);
  });
});
