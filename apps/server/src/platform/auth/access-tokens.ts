import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { RoleName } from '../../db/schema/index';

export interface AccessClaims {
  userId: string;
  email: string;
  roleName: RoleName;
  projectId: string;
  /** The remembered device the session came from, when there is one. */
  deviceId?: string;
  /** The user's session version when the token was issued (`sv`); older ones are revoked. */
  sessionVersion: number;
}

export interface AccessTokens {
  ttlSeconds: number;
  /** `ttlSeconds` overrides the default lifetime (staff sessions have their own). */
  sign(claims: AccessClaims, ttlSeconds?: number): Promise<string>;
  /** Throws when the token is malformed, forged or expired. */
  verify(token: string): Promise<AccessClaims>;
}

const payloadSchema = z.object({
  sub: z.string(),
  email: z.string(),
  // `operator` tokens were issued before the role became `staff` (migration 0013).
  role: z
    .enum(['customer', 'staff', 'admin', 'operator'])
    .transform((role): RoleName => (role === 'operator' ? 'staff' : role)),
  projectId: z.string(),
  deviceId: z.string().optional(),
  // Tokens issued before versions existed carry none: they belong to version 0.
  sv: z.number().int().min(0).default(0),
});

/** Tokens verified lately: a customer's requests repeat the same token until it expires. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Short-lived HS256 JWTs; `now` is injected so tests can move the clock. */
export function createAccessTokens(options: {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}): AccessTokens {
  const key = new TextEncoder().encode(options.secret);
  // The signature of a token is checked once (about 0.1 ms of HMAC and an async hop); until it
  // expires the same text answers the same claims. Keyed by the whole token, so nothing that was
  // not signed with the secret is ever found here.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  async function verifySignature(token: string) {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: options.now(),
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    const claims = payloadSchema.parse(payload);
    return {
      claims: {
        userId: claims.sub,
        email: claims.email,
        roleName: claims.role,
        projectId: claims.projectId,
        sessionVersion: claims.sv,
        ...(claims.deviceId ? { deviceId: claims.deviceId } : {}),
      },
      expiresAtMs: payload.exp! * 1000,
    };
  }

  return {
    ttlSeconds: options.ttlSeconds,
    async sign(claims, ttlSeconds = options.ttlSeconds) {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({
        email: claims.email,
        role: claims.roleName,
        projectId: claims.projectId,
        sv: claims.sessionVersion,
        ...(claims.deviceId ? { deviceId: claims.deviceId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && options.now().getTime() < known.expiresAtMs) return known.claims;
      if (known) verified.delete(token);
      const fresh = await verifySignature(token);
      if (verified.size >= VERIFIED_TOKENS_KEPT) {
        verified.delete(verified.keys().next().value!);
      }
      verified.set(token, fresh);
      return fresh.claims;
    },
  };
}
