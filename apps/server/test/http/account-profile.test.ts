import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  createAuthTestApp,
  expectStatus,
  get,
  login,
  NEW_PASSWORD,
  PASSWORD,
  put,
  signedInCustomer,
} from './auth-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/my-info', () => {
  it('answers the caller’s profile', async () => {
    const customer = await signedInCustomer(t, { firstName: 'Apolinario', lastName: 'Mabini' });
    const { data } = expectStatus(await get(t, '/api/v1/my-info', customer.headers), 200);
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: customer.email,
      firstName: 'Apolinario',
      lastName: 'Mabini',
      mobile: '9171234567',
      roleName: 'customer',
      projectId: 'test-shop',
      emailVerified: true,
    });
  });

  it('needs a session', async () => {
    expect(expectStatus(await get(t, '/api/v1/my-info'), 401)).toEqual({
      message: 'Please log in to continue.',
    });
  });
});

describe('PUT /api/v1/my-info', () => {
  it('updates names and mobile, and ignores an e-mail address in the body', async () => {
    const customer = await signedInCustomer(t);
    const response = await put(
      t,
      '/api/v1/my-info',
      {
        firstName: 'María Clara',
        lastName: 'De los Santos',
        mobile: '+63 918 765 4321',
        email: 'someone.else@example.ph',
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      },
      customer.headers,
    );
    expect(expectStatus(response, 200).data).toMatchObject({
      email: customer.email,
      firstName: 'María Clara',
      lastName: 'De los Santos',
      mobile: '9187654321',
    });
    const again = expectStatus(await get(t, '/api/v1/my-info', customer.headers), 200);
    expect(again.data.firstName).toBe('María Clara');
    expectStatus(await login(t, customer.email), 200);
  });

  it('validates with the shared rules', async () => {
    const customer = await signedInCustomer(t);
    const response = await put(
      t,
      '/api/v1/my-info',
      { firstName: 'J', lastName: 'D3', mobile: '123' },
      customer.headers,
    );
    expect(expectStatus(response, 400).errors).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Only letters are allowed.',
      mobile: 'Mobile number is invalid.',
    });
  });

  it('changes the password only with the current one', async () => {
    const customer = await signedInCustomer(t);
    const missing = await put(
      t,
      '/api/v1/my-info',
      { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      customer.headers,
    );
    expect(expectStatus(missing, 400).errors).toEqual({
      currentPassword: 'This field is required.',
    });

    const wrong = await put(
      t,
      '/api/v1/my-info',
      {
        currentPassword: 'Wrong#Password1',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      customer.headers,
    );
    expect(expectStatus(wrong, 400)).toEqual({
      message: 'The current password is not correct.',
      errors: { currentPassword: 'The current password is not correct.' },
    });

    const mismatch = await put(
      t,
      '/api/v1/my-info',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: PASSWORD },
      customer.headers,
    );
    expect(expectStatus(mismatch, 400).errors).toEqual({
      confirmPassword: 'Passwords do not match.',
    });

    const weak = await put(
      t,
      '/api/v1/my-info',
      { currentPassword: PASSWORD, newPassword: 'password', confirmPassword: 'password' },
      customer.headers,
    );
    expect(expectStatus(weak, 400).errors).toEqual({
      newPassword: 'Must contain at least one uppercase letter (A-Z).',
    });
    expectStatus(await login(t, customer.email, PASSWORD), 200);

    const changed = await put(
      t,
      '/api/v1/my-info',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      customer.headers,
    );
    expectStatus(changed, 200);
    expectStatus(await login(t, customer.email, PASSWORD), 401);
    expectStatus(await login(t, customer.email, NEW_PASSWORD), 200);
  });
});
