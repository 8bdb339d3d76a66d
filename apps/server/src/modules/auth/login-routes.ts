import { emailResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../plugins/auth';
import { TOO_MANY_LOGINS, TOO_MANY_REQUESTS } from './messages';
import { perAddress, perEmail } from './rate-limits';
import {
  loginBodySchema,
  loginResponseSchema,
  refreshBodySchema,
  requestCodeBodySchema,
  validateCodeBodySchema,
} from './schemas';
import type { AuthServices } from './services';
import { signInClient } from './sign-in-client';

export const loginRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const limit = app.config.loginRateLimit;
  const loginLimit = perAddress(limit, TOO_MANY_LOGINS);
  const emailLimit = { max: limit.perEmailMax, windowMs: limit.windowMs };

  app.post(
    '/api/v1/auth/login',
    {
      config: { rateLimit: loginLimit },
      preHandler: perEmail(app, emailLimit, 'login', TOO_MANY_LOGINS),
      schema: {
        tags: ['auth'],
        summary: 'Logs in with e-mail and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({ data: await services.login.login(request.body, signInClient(request)) }),
  );

  app.post(
    '/api/v1/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchanges a remembered device’s refresh token (the bearer) for a new session',
        security: [{ bearer: [] }],
        body: refreshBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      data: await services.sessions.refresh(bearerToken(request), request.body),
    }),
  );

  app.post(
    '/api/auth/request-temp-password',
    {
      config: { rateLimit: perAddress(app.config.resetRateLimit, TOO_MANY_REQUESTS) },
      schema: {
        tags: ['auth'],
        summary: 'Mails a one-time login code (6 digits, 10 minutes)',
        body: requestCodeBodySchema,
        response: { 200: emailResponseSchema },
      },
    },
    async (request) => ({ data: await services.oneTimeCodes.request(request.body.email) }),
  );

  app.post(
    '/api/auth/validate-temp-password',
    {
      config: { rateLimit: loginLimit },
      preHandler: perEmail(app, emailLimit, 'code', TOO_MANY_LOGINS),
      schema: {
        tags: ['auth'],
        summary: 'Logs in with a mailed one-time code',
        body: validateCodeBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      data: await services.oneTimeCodes.validate(request.body, signInClient(request)),
    }),
  );
};
