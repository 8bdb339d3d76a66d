import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  advanceClock,
  createAuthTestApp,
  createCustomer,
  expectStatus,
  mailedCode,
  mailsTo,
  MINUTE,
  post,
  resetClock,
  signUpBody,
} from './auth-fixtures';

const WRONG_CODE = { message: 'The code is not correct or has expired.' };

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterEach(() => resetClock(t));
afterAll(() => t.close());

async function requestCode(email: string) {
  const response = await post(t, '/api/auth/request-temp-password', { firstName: 'Maria', email });
  expect(expectStatus(response, 200)).toEqual({ data: { email } });
  return mailedCode(t, email);
}

const validate = (email: string, code: string, extra = {}) =>
  post(t, '/api/auth/validate-temp-password', { email, code, ...extra });

describe('the one-time code login (request-temp-password, validate-temp-password)', () => {
  it('mails a 6-digit code that logs in once, like a login', async () => {
    const customer = await createCustomer(t, { firstName: 'Melchora', lastName: 'Aquino' });
    const code = await requestCode(customer.email);
    const [mail] = await mailsTo(t, customer.email);
    expect(mail?.subject).toBe(`Your Casa Filipina Furniture login code: ${code}`);
    expect(mail?.text).toContain('expires in 10 minutes');

    const { data } = expectStatus(
      await validate(customer.email, code, { withRefreshToken: true }),
      200,
    );
    expect(data).toEqual({
      token: expect.any(String),
      email: customer.email,
      firstName: 'Melchora',
      lastName: 'Aquino',
      roleName: 'customer',
      projectId: 'test-shop',
      deviceId: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(expectStatus(await validate(customer.email, code), 401)).toEqual(WRONG_CODE);
  });

  it('says an unknown address does not exist', async () => {
    const response = await post(t, '/api/auth/request-temp-password', {
      email: 'nobody@example.ph',
    });
    expect(expectStatus(response, 404)).toEqual({ message: 'The e-mail address does not exist.' });
  });

  it('burns the code after five wrong guesses', async () => {
    const customer = await createCustomer(t);
    const code = await requestCode(customer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1) {
      expect(expectStatus(await validate(customer.email, wrong), 401)).toEqual(WRONG_CODE);
    }
    expectStatus(await validate(customer.email, code), 401);
  });

  it('expires after 10 minutes', async () => {
    const customer = await createCustomer(t);
    const code = await requestCode(customer.email);
    advanceClock(t, 10 * MINUTE + 1000);
    expectStatus(await validate(customer.email, code), 401);
  });

  it('keeps only the newest code working', async () => {
    const customer = await createCustomer(t);
    const first = await requestCode(customer.email);
    const second = await requestCode(customer.email);
    if (first !== second) expectStatus(await validate(customer.email, first), 401);
    expectStatus(await validate(customer.email, second), 200);
  });

  it('verifies an account that never opened its verification link', async () => {
    const body = signUpBody();
    expectStatus(await post(t, '/api/v1/auth/sign-up', body), 201);
    const code = await requestCode(body.email);
    expectStatus(await validate(body.email, code), 200);
    expectStatus(
      await post(t, '/api/v1/auth/login', { email: body.email, password: body.password }),
      200,
    );
  });

  it('validates the form', async () => {
    const missing = expectStatus(await post(t, '/api/auth/request-temp-password', {}), 400);
    expect(missing.errors).toEqual({ email: 'This field is required.' });
    const badName = await post(t, '/api/auth/request-temp-password', {
      firstName: 'M4ria',
      email: 'maria@example.ph',
    });
    expect(expectStatus(badName, 400).errors).toEqual({ firstName: 'Only letters are allowed.' });
    const badCode = expectStatus(await validate('maria@example.ph', '12ab56'), 400);
    expect(badCode.errors).toEqual({ code: 'The code must be 6 digits.' });
  });
});
