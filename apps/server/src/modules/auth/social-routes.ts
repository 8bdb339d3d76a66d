import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { FACEBOOK_UNAVAILABLE, GOOGLE_UNAVAILABLE, TOO_MANY_LOGINS } from './messages';
import { perAddress } from './rate-limits';
import {
  facebookLoginBodySchema,
  googleLoginBodySchema,
  loginResponseSchema,
  providersSchema,
} from './schemas';
import type { AuthServices } from './services';
import { signInClient } from './sign-in-client';

export const socialRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { google, facebook } = app.config.auth;
  const loginLimit = perAddress(app.config.loginRateLimit, TOO_MANY_LOGINS);

  app.get(
    '/api/v1/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which social logins are configured, so the web shows only those buttons',
        response: { 200: providersSchema },
      },
    },
    async () => ({
      data: {
        google: google !== null,
        facebook: facebook !== null,
        googleClientId: google?.clientId ?? null,
        facebookAppId: facebook?.appId ?? null,
      },
    }),
  );

  app.post(
    '/api/auth/login_google',
    {
      config: { rateLimit: loginLimit },
      schema: {
        tags: ['auth'],
        summary: 'Logs in (or signs up) with a Google ID token',
        body: googleLoginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      if (!services.google) throw new HttpError(501, GOOGLE_UNAVAILABLE);
      const identity = await services.google(request.body.idToken);
      return { data: await services.social.signIn(identity, request.body, signInClient(request)) };
    },
  );

  app.post(
    '/api/auth/login_facebook',
    {
      config: { rateLimit: loginLimit },
      schema: {
        tags: ['auth'],
        summary: 'Logs in (or signs up) with a Facebook user access token',
        body: facebookLoginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      if (!services.facebook) throw new HttpError(501, FACEBOOK_UNAVAILABLE);
      const identity = await services.facebook(request.body.accessToken);
      return { data: await services.social.signIn(identity, request.body, signInClient(request)) };
    },
  );
};
