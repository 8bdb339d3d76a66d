import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { profileResponseSchema, profileUpdateBodySchema, type AuthServices } from '../auth/index';

export const profileRoutes: FastifyPluginAsyncZod<{ users: AuthServices['users'] }> = async (
  app,
  { users },
) => {
  const security = [{ bearer: [] }];

  app.get(
    '/api/v1/my-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The caller’s profile',
        security,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({ data: await users.profile(currentUser(request).id) }),
  );

  app.put(
    '/api/v1/my-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Updates names and mobile; a new password needs the current one',
        security,
        body: profileUpdateBodySchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await users.updateProfile(user.id, request.body, user.deviceId) };
    },
  );
};
