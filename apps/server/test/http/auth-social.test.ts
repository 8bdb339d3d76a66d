import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  bearer,
  createAuthTestApp,
  createCustomer,
  expectStatus,
  get,
  login,
  mailsTo,
  PASSWORD,
  post,
  signUpBody,
  uniqueEmail,
} from './auth-fixtures';

const CLIENT_ID = 'storefront-test.apps.googleusercontent.com';
const FB_APP_ID = '1234567890';
const FB_APP_SECRET = 'facebook-test-secret';
const GOOGLE_FAILED = { message: 'Google sign-in failed. Please try again.' };
const FACEBOOK_FAILED = { message: 'Facebook sign-in failed. Please try again.' };
const NO_EMAIL = {
  message:
    'Your account did not share a verified e-mail address. Please sign up with your e-mail address.',
};

/** Facebook user tokens the stand-in knows, and who they belong to. */
const facebookUsers = new Map<
  string,
  {
    appId: string;
    valid: boolean;
    id: string;
    email?: string;
    first_name?: string;
    last_name?: string;
  }
>();

let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let server: Server;
let baseUrl: string;
let t: TestApp;
let off: TestApp;

/** Google's key set and Facebook's debug-token and Graph endpoints, on 127.0.0.1. */
async function startProviders(publicJwk: object) {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/certs') return json(200, { keys: [publicJwk] });
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${FB_APP_ID}|${FB_APP_SECRET}`) {
        return json(400, { error: { message: 'Invalid app token' } });
      }
      const user = facebookUsers.get(url.searchParams.get('input_token') ?? '');
      if (!user) return json(400, { error: { message: 'Invalid OAuth access token' } });
      return json(200, { data: { app_id: user.appId, is_valid: user.valid, user_id: user.id } });
    }
    if (url.pathname === '/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const proof = createHmac('sha256', FB_APP_SECRET).update(token).digest('hex');
      const user = facebookUsers.get(token);
      if (!user || url.searchParams.get('appsecret_proof') !== proof) {
        return json(400, { error: { message: 'Invalid appsecret_proof' } });
      }
      const { id, email, first_name, last_name } = user;
      return json(200, { id, email, first_name, last_name });
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  await startProviders({
    ...(await exportJWK(pair.publicKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  });
  t = await createAuthTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `${baseUrl}/certs`,
      FACEBOOK_APP_ID: FB_APP_ID,
      FACEBOOK_APP_SECRET: FB_APP_SECRET,
      FACEBOOK_DEBUG_TOKEN_URL: `${baseUrl}/debug_token`,
      FACEBOOK_GRAPH_URL: baseUrl,
    },
  });
  off = await createAuthTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
  await new Promise((resolve) => server.close(resolve));
});

function googleToken(claims: JWTPayload, options: { key?: CryptoKey; expiresIn?: string } = {}) {
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    email_verified: true,
    given_name: 'Lapu',
    family_name: 'Lapu',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(String(claims.sub ?? `google-${Math.random()}`))
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? signingKey);
}

const googleLogin = (app: TestApp, idToken: string, extra = {}) =>
  post(app, '/api/auth/login_google', { idToken, ...extra });
const facebookLogin = (app: TestApp, accessToken: string) =>
  post(app, '/api/auth/login_facebook', { accessToken });

describe('GET /api/v1/auth/providers', () => {
  it('lists the configured providers with the public ids the buttons need', async () => {
    expect(expectStatus(await get(t, '/api/v1/auth/providers'), 200)).toEqual({
      data: { google: true, facebook: true, googleClientId: CLIENT_ID, facebookAppId: FB_APP_ID },
    });
    expect(expectStatus(await get(off, '/api/v1/auth/providers'), 200)).toEqual({
      data: { google: false, facebook: false, googleClientId: null, facebookAppId: null },
    });
  });

  it('answers 501 where a provider is not configured', async () => {
    expect(expectStatus(await googleLogin(off, 'anything'), 501)).toEqual({
      message: 'Google sign-in is not available.',
    });
    expect(expectStatus(await facebookLogin(off, 'anything'), 501)).toEqual({
      message: 'Facebook sign-in is not available.',
    });
  });
});

describe('POST /api/auth/login_google', () => {
  it('creates a verified customer on first sign-in and finds it the next time', async () => {
    const email = uniqueEmail('lapu');
    const idToken = await googleToken({ sub: 'google-lapu', email });
    const { data } = expectStatus(await googleLogin(t, idToken, { withRefreshToken: true }), 200);
    expect(data).toEqual({
      token: expect.any(String),
      email,
      firstName: 'Lapu',
      lastName: 'Lapu',
      roleName: 'customer',
      projectId: 'test-shop',
      deviceId: expect.any(String),
      refreshToken: expect.any(String),
    });
    const profile = expectStatus(await get(t, '/api/v1/my-info', bearer(data.token)), 200).data;
    expect(profile).toMatchObject({ email, emailVerified: true, mobile: null });
    expect((await mailsTo(t, email)).map((mail) => mail.subject)).toEqual([
      'Welcome to Casa Filipina Furniture',
    ]);

    const again = expectStatus(
      await googleLogin(t, await googleToken({ sub: 'google-lapu', email })),
      200,
    ).data;
    const sameProfile = expectStatus(await get(t, '/api/v1/my-info', bearer(again.token)), 200);
    expect(sameProfile.data._id).toBe(profile._id);
  });

  it('links to the verified password account of the same address, keeping its password', async () => {
    const customer = await createCustomer(t);
    const idToken = await googleToken({ sub: 'google-linked', email: customer.email });
    expect(expectStatus(await googleLogin(t, idToken), 200).data.firstName).toBe('Maria');
    expectStatus(await login(t, customer.email, PASSWORD), 200);
  });

  it('takes over an unverified sign-up of the address, dropping its password', async () => {
    const body = signUpBody();
    expectStatus(await post(t, '/api/v1/auth/sign-up', body), 201);
    const idToken = await googleToken({ sub: 'google-owner', email: body.email });
    expectStatus(await googleLogin(t, idToken), 200);
    expect(expectStatus(await login(t, body.email, body.password), 401)).toEqual({
      message: 'Invalid email and/or password.',
    });
  });

  it.each([
    ['a token for another app', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['a token from another issuer', { iss: 'https://evil.example.com' }],
  ])('refuses %s', async (_name, claims) => {
    const idToken = await googleToken({ email: uniqueEmail(), ...claims });
    expect(expectStatus(await googleLogin(t, idToken), 401)).toEqual(GOOGLE_FAILED);
  });

  it('refuses an expired token, one signed with another key, and garbage', async () => {
    const expired = await googleToken({ email: uniqueEmail() }, { expiresIn: '-1m' });
    expect(expectStatus(await googleLogin(t, expired), 401)).toEqual(GOOGLE_FAILED);
    const forged = await googleToken({ email: uniqueEmail() }, { key: strangerKey });
    expect(expectStatus(await googleLogin(t, forged), 401)).toEqual(GOOGLE_FAILED);
    expect(expectStatus(await googleLogin(t, 'not-a-token'), 401)).toEqual(GOOGLE_FAILED);
  });

  it('refuses an address Google has not verified', async () => {
    const idToken = await googleToken({ email: uniqueEmail(), email_verified: false });
    expect(expectStatus(await googleLogin(t, idToken), 401)).toEqual(NO_EMAIL);
  });

  it('requires the token', async () => {
    const response = await post(t, '/api/auth/login_google', {});
    expect(expectStatus(response, 400).errors).toEqual({ idToken: 'This field is required.' });
  });
});

describe('POST /api/auth/login_facebook', () => {
  it('checks the token with the debug-token endpoint and signs the person in', async () => {
    const email = uniqueEmail('gabriela');
    facebookUsers.set('fb-good', {
      appId: FB_APP_ID,
      valid: true,
      id: 'fb-100',
      email,
      first_name: 'Gabriela',
      last_name: 'Silang',
    });
    const { data } = expectStatus(await facebookLogin(t, 'fb-good'), 200);
    expect(data).toMatchObject({ email, firstName: 'Gabriela', lastName: 'Silang' });
    const profile = expectStatus(await get(t, '/api/v1/my-info', bearer(data.token)), 200);
    expect(profile.data.emailVerified).toBe(true);
  });

  it('refuses invalid tokens, tokens of another app and unknown tokens', async () => {
    facebookUsers.set('fb-expired', {
      appId: FB_APP_ID,
      valid: false,
      id: 'fb-101',
      email: uniqueEmail(),
    });
    facebookUsers.set('fb-other-app', {
      appId: '999',
      valid: true,
      id: 'fb-102',
      email: uniqueEmail(),
    });
    expect(expectStatus(await facebookLogin(t, 'fb-expired'), 401)).toEqual(FACEBOOK_FAILED);
    expect(expectStatus(await facebookLogin(t, 'fb-other-app'), 401)).toEqual(FACEBOOK_FAILED);
    expect(expectStatus(await facebookLogin(t, 'fb-unknown'), 401)).toEqual(FACEBOOK_FAILED);
  });

  it('refuses an account that shares no e-mail address', async () => {
    facebookUsers.set('fb-no-email', { appId: FB_APP_ID, valid: true, id: 'fb-103' });
    expect(expectStatus(await facebookLogin(t, 'fb-no-email'), 401)).toEqual(NO_EMAIL);
  });
});
