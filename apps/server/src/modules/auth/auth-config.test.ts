import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { accountSeedFromConfig } from './seed-accounts';

const base = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-auth-config-')),
  JWT_SECRET: 'x'.repeat(40),
});

const failure = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('auth configuration', () => {
  it('defaults: 1-hour access tokens, no social login, no operator, production limits', () => {
    const config = loadConfig(base());
    expect(config.auth).toEqual({
      accessTokenTtlSeconds: 3600,
      staffAccessTokenTtlSeconds: 8 * 3600,
      google: null,
      facebook: null,
      operator: null,
      admin: null,
    });
    expect(config.loginRateLimit).toEqual({ max: 20, perEmailMax: 10, windowMs: 15 * 60_000 });
    expect(config.signUpRateLimit).toEqual({ max: 10, windowMs: 60 * 60_000 });
    expect(config.resetRateLimit).toEqual({ max: 5, windowMs: 15 * 60_000 });
    expect(config.supplierRateLimit).toEqual({ max: 5, windowMs: 60 * 60_000 });
  });

  it.each([
    ['900', 900],
    ['90s', 90],
    ['15m', 900],
    ['2h', 7200],
    ['1d', 86_400],
  ])('reads ACCESS_TOKEN_TTL=%s as %i seconds', (value, seconds) => {
    expect(loadConfig({ ...base(), ACCESS_TOKEN_TTL: value }).auth.accessTokenTtlSeconds).toBe(
      seconds,
    );
  });

  it('refuses a malformed ACCESS_TOKEN_TTL', () => {
    expect(failure({ ACCESS_TOKEN_TTL: 'an hour' })).toContain(
      'ACCESS_TOKEN_TTL: must be a duration such as 3600, 15m or 1h',
    );
    expect(failure({ ACCESS_TOKEN_TTL: '0' })).toContain('ACCESS_TOKEN_TTL');
  });

  it('turns Google on with a client id and Facebook with an app id and secret', () => {
    const config = loadConfig({
      ...base(),
      GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '123',
      FACEBOOK_APP_SECRET: 'secret',
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v19.0/',
    });
    expect(config.auth.google).toEqual({
      clientId: 'web.apps.googleusercontent.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    expect(config.auth.facebook).toEqual({
      appId: '123',
      appSecret: 'secret',
      debugTokenUrl: 'https://graph.facebook.com/debug_token',
      graphUrl: 'https://graph.facebook.com/v19.0',
    });
    expect(loadConfig({ ...base(), FACEBOOK_APP_ID: '123' }).auth.facebook).toBeNull();
  });

  it('takes the operator account only as a valid pair', () => {
    const config = loadConfig({
      ...base(),
      OPERATOR_EMAIL: 'Owner@CasaFilipina.ph',
      OPERATOR_PASSWORD: 'Operator#2024',
    });
    expect(config.auth.operator).toEqual({
      email: 'owner@casafilipina.ph',
      password: 'Operator#2024',
    });
    expect(failure({ OPERATOR_EMAIL: 'owner@casafilipina.ph' })).toContain(
      'OPERATOR_EMAIL and OPERATOR_PASSWORD must be set together',
    );
    expect(
      failure({ OPERATOR_EMAIL: 'owner@casafilipina.ph', OPERATOR_PASSWORD: 'password' }),
    ).toContain('OPERATOR_PASSWORD: Must contain at least one uppercase letter (A-Z).');
  });

  it('takes the first admin only as a valid pair', () => {
    const config = loadConfig({
      ...base(),
      ADMIN_EMAIL: 'Owner@CasaFilipina.ph',
      ADMIN_PASSWORD: 'Owner#Admin2024',
    });
    expect(config.auth.admin).toEqual({
      email: 'owner@casafilipina.ph',
      password: 'Owner#Admin2024',
    });
    expect(failure({ ADMIN_PASSWORD: 'Owner#Admin2024' })).toContain(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
    expect(failure({ ADMIN_EMAIL: 'owner@casafilipina.ph', ADMIN_PASSWORD: 'short' })).toContain(
      'ADMIN_PASSWORD',
    );
  });

  it('reads STAFF_ACCESS_TOKEN_TTL (staff sessions, 8 hours by default)', () => {
    expect(
      loadConfig({ ...base(), STAFF_ACCESS_TOKEN_TTL: '4h' }).auth.staffAccessTokenTtlSeconds,
    ).toBe(4 * 3600);
    expect(failure({ STAFF_ACCESS_TOKEN_TTL: 'a shift' })).toContain('STAFF_ACCESS_TOKEN_TTL');
  });

  it('seeds the demo customer everywhere but production', () => {
    expect(accountSeedFromConfig(loadConfig({ ...base(), NODE_ENV: 'development' }))).toEqual({
      operator: null,
      admin: null,
      demoCustomer: true,
    });
    expect(
      accountSeedFromConfig(loadConfig({ ...base(), NODE_ENV: 'production' })).demoCustomer,
    ).toBe(false);
  });
});
