import {
  emailResponseSchema,
  signUpBodySchema,
  tokenBodySchema,
  verifiedResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { SIGN_UP_TYPE_UNKNOWN, TOO_MANY_SIGN_UPS } from './messages';
import { perAddress } from './rate-limits';
import type { AuthServices } from './services';

/** Self-service sign-up is for customers; operators are seeded (OPERATOR_EMAIL). */
const SIGN_UP_TYPES = ['customer'];

export const signUpRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const signUpOptions = {
    config: { rateLimit: perAddress(app.config.signUpRateLimit, TOO_MANY_SIGN_UPS) },
    schema: {
      tags: ['auth'],
      summary: 'Creates an unverified customer and mails the verification link',
      body: signUpBodySchema,
      response: { 201: emailResponseSchema },
    },
  };
  app.post('/api/v1/auth/sign-up', signUpOptions, async (request, reply) =>
    reply.status(201).send({ data: await services.signUp.signUp(request.body) }),
  );
  app.post(
    '/api/register/:type',
    {
      ...signUpOptions,
      schema: { ...signUpOptions.schema, params: z.object({ type: z.string() }) },
    },
    async (request, reply) => {
      if (!SIGN_UP_TYPES.includes(request.params.type)) {
        throw new HttpError(404, SIGN_UP_TYPE_UNKNOWN);
      }
      return reply.status(201).send({ data: await services.signUp.signUp(request.body) });
    },
  );

  const verifyOptions = {
    schema: {
      tags: ['auth'],
      summary: 'Activates an account with the token of its verification link',
      body: tokenBodySchema,
      response: { 200: verifiedResponseSchema },
    },
  };
  for (const path of ['/api/v1/auth/verify-sign-up-token', '/api/register/verify-account']) {
    app.post(path, verifyOptions, async (request) => ({
      data: await services.signUp.verify(request.body.token),
    }));
  }
};
