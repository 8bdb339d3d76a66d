import { emailResponseSchema, tokenBodySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { TOO_MANY_REQUESTS } from './messages';
import { perAddress } from './rate-limits';
import {
  changePasswordBodySchema,
  emailBodySchema,
  passwordChangedResponseSchema,
  resetPasswordBodySchema,
  resetTokenCheckSchema,
} from './schemas';
import type { AuthServices } from './services';

export const passwordRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: { rateLimit: perAddress(app.config.resetRateLimit, TOO_MANY_REQUESTS) },
      schema: {
        tags: ['auth'],
        summary: 'Mails a password reset link (1 hour, single use)',
        body: emailBodySchema,
        response: { 200: emailResponseSchema },
      },
    },
    async (request) => ({ data: await services.passwords.forgot(request.body.email) }),
  );

  app.post(
    '/api/v1/auth/verify-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Tells whether a password reset link can still be used',
        body: tokenBodySchema,
        response: { 200: resetTokenCheckSchema },
      },
    },
    async (request) => ({ data: await services.passwords.check(request.body.token) }),
  );

  app.put(
    '/api/v1/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a reset link and logs out every device',
        body: resetPasswordBodySchema,
        response: { 200: emailResponseSchema },
      },
    },
    async (request) => ({
      data: await services.passwords.reset(request.body.token, request.body.password),
    }),
  );

  app.put(
    '/api/auth/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary:
          'Changes the password (needs the current one); every other session ends, the caller gets a new access token',
        security: [{ bearer: [] }],
        body: changePasswordBodySchema,
        response: { 200: passwordChangedResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await services.users.changePassword(user.id, request.body, user.deviceId) };
    },
  );

  app.post(
    '/api/v1/auth/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Signs the account out everywhere: every access and refresh token stops working',
        security: [{ bearer: [] }],
        response: { 200: emailResponseSchema },
      },
    },
    async (request) => ({
      data: await services.users.signOutEverywhere(currentUser(request).id),
    }),
  );
};
