import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { HttpError } from '../../../errors';
import { GOOGLE_FAILED, PROVIDER_EMAIL_MISSING } from '../messages';
import { displayNames, type IdentityVerifier } from './identity';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

/**
 * Checks a Google ID token: signature against Google's published keys (fetched and cached
 * by jose), audience = our client id, Google as issuer, not expired, e-mail verified.
 */
export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl: string;
  now: () => Date;
}): IdentityVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async (idToken) => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        audience: options.clientId,
        issuer: GOOGLE_ISSUERS,
        currentDate: options.now(),
      }));
    } catch (error) {
      // A bad token is the caller's problem; an unreachable key set is ours (logged as 5xx).
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw new HttpError(401, GOOGLE_FAILED);
      }
      throw error;
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new HttpError(401, GOOGLE_FAILED);
    const { sub, email, email_verified: verified } = claims.data;
    if (!email || (verified !== true && verified !== 'true')) {
      throw new HttpError(401, PROVIDER_EMAIL_MISSING);
    }
    const normalized = email.toLowerCase();
    return {
      provider: 'google',
      subject: sub,
      email: normalized,
      ...displayNames(
        normalized,
        claims.data.given_name,
        claims.data.family_name,
        claims.data.name,
      ),
    };
  };
}
