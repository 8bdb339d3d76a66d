import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../../config';
import { HttpError } from '../../errors';

/** A route's `config.rateLimit`: per client address, answering our error shape. */
export function perAddress(limit: RateLimitConfig, message: string) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    errorResponseBuilder: () => new HttpError(429, message),
  };
}

/**
 * A second limit keyed by the e-mail in the body, whatever address the attempts come from.
 * Known and unknown addresses count alike, so it says nothing about which accounts exist.
 */
export function perEmail(
  app: FastifyInstance,
  limit: { max: number; windowMs: number },
  scope: string,
  message: string,
) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${scope}:${(request.body as { email?: string } | null)?.email}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, message);
  };
}
