import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const claims = {
  userId: '4f7c1c3e-9a3b-4c55-8a61-2d1b0f8e9a10',
  email: 'juan@example.ph',
  roleName: 'customer' as const,
  projectId: 'casa-filipina',
  sessionVersion: 3,
};

function clockAt(start: Date) {
  let current = start;
  return { now: () => current, set: (date: Date) => (current = date) };
}

describe('access tokens', () => {
  it('round-trips the claims in an HS256 JWT', async () => {
    const clock = clockAt(new Date('2025-06-01T08:00:00Z'));
    const tokens = createAccessTokens({ secret: SECRET, ttlSeconds: 3600, now: clock.now });
    const token = await tokens.sign({ ...claims, deviceId: 'device-1234' });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await tokens.verify(token)).toEqual({ ...claims, deviceId: 'device-1234' });
  });

  it('reads a token issued before session versions as version 0', async () => {
    const now = () => new Date();
    const tokens = createAccessTokens({ secret: SECRET, ttlSeconds: 3600, now });
    const legacy = await new SignJWT({ email: claims.email, role: 'customer', projectId: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(legacy)).toMatchObject({ sessionVersion: 0 });
  });

  it('expires after its TTL on the injected clock', async () => {
    const clock = clockAt(new Date('2025-06-01T08:00:00Z'));
    const tokens = createAccessTokens({ secret: SECRET, ttlSeconds: 900, now: clock.now });
    const token = await tokens.sign(claims);
    clock.set(new Date('2025-06-01T08:14:59Z'));
    await expect(tokens.verify(token)).resolves.toMatchObject({ email: claims.email });
    clock.set(new Date('2025-06-01T08:15:01Z'));
    await expect(tokens.verify(token)).rejects.toThrow();
  });

  it('refuses tokens signed with another secret, unsigned ones and foreign shapes', async () => {
    const now = () => new Date();
    const tokens = createAccessTokens({ secret: SECRET, ttlSeconds: 3600, now });
    const other = createAccessTokens({ secret: `${SECRET}-other`, ttlSeconds: 3600, now });
    await expect(tokens.verify(await other.sign(claims))).rejects.toThrow();

    const unsigned = new UnsecuredJWT({ email: claims.email, role: 'operator', projectId: 'x' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    await expect(tokens.verify(unsigned)).rejects.toThrow();

    const wrongShape = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    await expect(tokens.verify(wrongShape)).rejects.toThrow();
  });

  it('answers a token verified before from memory, and never a token altered after it', async () => {
    const clock = clockAt(new Date('2025-06-01T08:00:00Z'));
    const tokens = createAccessTokens({ secret: SECRET, ttlSeconds: 900, now: clock.now });
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        role: 'admin',
      }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).rejects.toThrow();
    await expect(tokens.verify(`${token}x`)).rejects.toThrow();
  });
});
