import type { FastifyRequest } from 'fastify';
import type { SignInClient } from './sign-ins-repository';

/** Who is signing in, as the sign-in history keeps it: the client's address and browser. */
export const signInClient = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
