import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  createAuthTestApp,
  expectStatus,
  PASSWORD,
  signUpBody,
  uniqueEmail,
} from './auth-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp({
    env: {
      LOGIN_RATE_LIMIT_MAX: '3',
      LOGIN_EMAIL_RATE_LIMIT_MAX: '2',
      SIGNUP_RATE_LIMIT_MAX: '2',
      RESET_RATE_LIMIT_MAX: '2',
      SUPPLIER_RATE_LIMIT_MAX: '2',
    },
  });
});
afterAll(() => t.close());

const TOO_MANY_LOGINS = { message: 'Too many login attempts. Please try again in a few minutes.' };

function from(ip: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

const loginFrom = (ip: string, email: string) =>
  from(ip, '/api/v1/auth/login', { email, password: PASSWORD });

describe('rate limits (set small through the environment)', () => {
  it('limits logins per address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectStatus(await loginFrom('10.0.0.1', uniqueEmail()), 401);
    }
    expect(expectStatus(await loginFrom('10.0.0.1', uniqueEmail()), 429)).toEqual(TOO_MANY_LOGINS);
    // Another address is not affected.
    expectStatus(await loginFrom('10.0.0.2', uniqueEmail()), 401);
  });

  it('limits logins per e-mail whatever address they come from, known or not', async () => {
    const email = uniqueEmail();
    expectStatus(await loginFrom('10.0.1.1', email), 401);
    expectStatus(await loginFrom('10.0.1.2', email), 401);
    expect(expectStatus(await loginFrom('10.0.1.3', email), 429)).toEqual(TOO_MANY_LOGINS);
    expectStatus(await loginFrom('10.0.1.3', uniqueEmail()), 401);
  });

  it('limits one-time code guesses like logins', async () => {
    const email = uniqueEmail();
    const guess = (ip: string) =>
      from(ip, '/api/auth/validate-temp-password', { email, code: '123456' });
    expectStatus(await guess('10.0.2.1'), 401);
    expectStatus(await guess('10.0.2.2'), 401);
    expect(expectStatus(await guess('10.0.2.3'), 429)).toEqual(TOO_MANY_LOGINS);
  });

  it('limits sign-ups per address', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expectStatus(await from('10.0.3.1', '/api/v1/auth/sign-up', signUpBody()), 201);
    }
    expect(expectStatus(await from('10.0.3.1', '/api/v1/auth/sign-up', signUpBody()), 429)).toEqual(
      {
        message: 'Too many sign-up attempts. Please try again later.',
      },
    );
  });

  it.each(['/api/v1/auth/forgot-password', '/api/auth/request-temp-password'])(
    'limits %s per address',
    async (url) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expectStatus(await from('10.0.4.1', url, { email: uniqueEmail() }), 404);
      }
      expect(expectStatus(await from('10.0.4.1', url, { email: uniqueEmail() }), 429)).toEqual({
        message: 'Too many requests. Please try again in a few minutes.',
      });
    },
  );

  it('limits supplier inquiries per address', async () => {
    const inquiry = {
      company: 'Narra Craft Inc.',
      contactName: 'Ramon Cruz',
      email: 'ramon@narracraft.ph',
      mobile: '9181234567',
      message: 'We make solid narra dining sets in Pampanga.',
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expectStatus(await from('10.0.5.1', '/api/send-supplier-email', inquiry), 201);
    }
    expect(expectStatus(await from('10.0.5.1', '/api/send-supplier-email', inquiry), 429)).toEqual({
      message: 'Too many messages. Please try again later.',
    });
  });
});
