import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  advanceClock,
  bearer,
  createAuthTestApp,
  expectStatus,
  get,
  HOUR,
  login,
  mailedToken,
  mailsTo,
  MINUTE,
  post,
  PUBLIC_URL,
  resetClock,
  signUp,
  signUpBody,
  verifySignUp,
} from './auth-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterEach(() => resetClock(t));
afterAll(() => t.close());

const REQUIRED = 'This field is required.';

/** The field messages of a sign-up refused with 400. */
async function signUpErrors(overrides: Record<string, unknown>) {
  const response = await post(t, '/api/v1/auth/sign-up', signUpBody(overrides));
  return expectStatus(response, 400).errors;
}

describe('POST /api/v1/auth/sign-up', () => {
  it('creates an unverified customer and mails a working verification link', async () => {
    const body = signUpBody({ email: 'Ana.Reyes@Example.PH' });
    const created = expectStatus(await post(t, '/api/v1/auth/sign-up', body), 201);
    expect(created).toEqual({ data: { email: 'ana.reyes@example.ph' } });

    const [mail] = await mailsTo(t, 'ana.reyes@example.ph');
    expect(mail?.subject).toBe('Verify your e-mail address for Casa Filipina Furniture');
    expect(mail?.text).toContain('Hi Maria,');
    expect(mail?.text).toContain('expires in 24 hours');
    const token = await mailedToken(t, 'ana.reyes@example.ph', 'verify');

    // Not verified yet: the right password gets the verification message.
    expect(expectStatus(await login(t, 'ana.reyes@example.ph'), 403)).toEqual({
      message: 'Please verify your e-mail address first. We sent you a link when you signed up.',
    });

    expect(expectStatus(await verifySignUp(t, token), 200)).toEqual({
      data: { email: 'ana.reyes@example.ph', firstName: 'Maria' },
    });
    const [welcome] = await mailsTo(t, 'ana.reyes@example.ph');
    expect(welcome?.subject).toBe('Welcome to Casa Filipina Furniture');
    expect(welcome?.text).toContain(`${PUBLIC_URL}/products`);

    const session = expectStatus(await login(t, 'ANA.REYES@example.ph'), 200).data;
    const profile = expectStatus(await get(t, '/api/v1/my-info', bearer(session.token)), 200);
    expect(profile.data).toMatchObject({
      email: 'ana.reyes@example.ph',
      firstName: 'Maria',
      lastName: 'Santos',
      mobile: '9171234567',
      roleName: 'customer',
      emailVerified: true,
    });
  });

  it('answers an e-mail address that is taken (in any letter case) with 409', async () => {
    const body = await signUp(t);
    const again = await post(t, '/api/v1/auth/sign-up', {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(expectStatus(again, 409)).toEqual({
      message: 'An account with this e-mail address already exists.',
    });
    expect(await mailsTo(t, body.email)).toHaveLength(1);
  });

  it('requires every field and both consents, with the spec messages', async () => {
    const response = await post(t, '/api/v1/auth/sign-up', {});
    const body = expectStatus(response, 400);
    expect(body.errors).toEqual({
      firstName: REQUIRED,
      lastName: REQUIRED,
      email: REQUIRED,
      mobile: REQUIRED,
      password: REQUIRED,
      confirmPassword: REQUIRED,
      privacy: REQUIRED,
      agree: REQUIRED,
    });
    expect(body.message).toBe(`firstName: ${REQUIRED}`);
  });

  it('refuses unticked consents', async () => {
    expect(await signUpErrors({ privacy: false, agree: false })).toEqual({
      privacy: REQUIRED,
      agree: REQUIRED,
    });
  });

  it.each([
    ['firstName', 'J4n', 'Only letters are allowed.'],
    ['firstName', 'J', 'First name must be at least 2 characters.'],
    ['lastName', 'x'.repeat(51), 'Last name must not exceed 50 characters.'],
    ['email', 'maria@', 'The supplied email address is not valid.'],
    ['mobile', '0817123456', 'Mobile number is invalid.'],
    ['mobile', '91712345', 'Mobile number is invalid.'],
  ])('checks %s (%s)', async (field, value, message) => {
    expect(await signUpErrors({ [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['Sh0rt!', 'Must be at least 8 characters.'],
    ['lowercase-only-1', 'Must contain at least one uppercase letter (A-Z).'],
    ['UPPERCASE-ONLY-1', 'Must contain at least one lowercase letter (a-z).'],
    ['No-Digits-Here', 'Must contain at least one numeric character (0-9).'],
    ['NoSpecial123', 'Must contain at least one special character.'],
    ['Paaa$word123', 'Must not contain the same character three times in a row.'],
  ])('checks the password rules (%s)', async (password, message) => {
    expect(await signUpErrors({ password, confirmPassword: password })).toEqual({
      password: message,
    });
  });

  it('says when the passwords do not match', async () => {
    expect(await signUpErrors({ confirmPassword: 'Sampaguita#2025' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('changes nothing on bad input', async () => {
    const body = signUpBody({ privacy: false });
    expectStatus(await post(t, '/api/v1/auth/sign-up', body), 400);
    expect(await mailsTo(t, body.email)).toHaveLength(0);
    expectStatus(await post(t, '/api/v1/auth/sign-up', { ...body, privacy: true }), 201);
  });
});

describe('POST /api/register/{type} and /api/register/verify-account', () => {
  it('are the same sign-up flow under the other paths', async () => {
    const body = signUpBody();
    const created = await post(t, '/api/register/customer', body);
    expect(expectStatus(created, 201)).toEqual({ data: { email: body.email } });
    const token = await mailedToken(t, body.email, 'verify');
    const verified = await post(t, '/api/register/verify-account', { token });
    expect(expectStatus(verified, 200)).toEqual({
      data: { email: body.email, firstName: 'Maria' },
    });
    expectStatus(await login(t, body.email), 200);
  });

  it('creates only customers', async () => {
    const response = await post(t, '/api/register/operator', signUpBody());
    expect(expectStatus(response, 404)).toEqual({
      message: 'This kind of account cannot be created here.',
    });
  });
});

describe('POST /api/v1/auth/verify-sign-up-token', () => {
  it('refuses an unknown token', async () => {
    expect(expectStatus(await verifySignUp(t, 'nope'), 400)).toEqual({
      message: 'This verification link is not valid.',
    });
  });

  it('requires a token', async () => {
    expect(expectStatus(await verifySignUp(t, undefined), 400).errors).toEqual({ token: REQUIRED });
  });

  it('works once', async () => {
    const body = await signUp(t);
    const token = await mailedToken(t, body.email, 'verify');
    expectStatus(await verifySignUp(t, token), 200);
    expect(expectStatus(await verifySignUp(t, token), 410)).toEqual({
      message: 'This verification link has already been used. You can log in now.',
    });
    // One welcome mail, not two.
    const subjects = (await mailsTo(t, body.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Welcome'))).toHaveLength(1);
  });

  it('expires after 24 hours and mails a new link (at most one per 10 minutes)', async () => {
    const body = await signUp(t);
    const expired = await mailedToken(t, body.email, 'verify');

    advanceClock(t, 24 * HOUR + MINUTE);
    expect(expectStatus(await verifySignUp(t, expired), 410)).toEqual({
      message: 'This verification link has expired. We sent a new one to your e-mail address.',
    });
    expect(await mailsTo(t, body.email)).toHaveLength(2);
    // Replaying the old link right away does not flood the inbox.
    expectStatus(await verifySignUp(t, expired), 410);
    expect(await mailsTo(t, body.email)).toHaveLength(2);

    const fresh = await mailedToken(t, body.email, 'verify');
    expect(fresh).not.toBe(expired);
    expectStatus(await verifySignUp(t, fresh), 200);
    resetClock(t);
    expectStatus(await login(t, body.email), 200);
  });
});
