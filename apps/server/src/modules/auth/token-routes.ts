import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { tokenCheckSchema } from './schemas';
import type { AuthServices } from './services';

export const tokenRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  for (const path of ['/api/token', '/api/auth/token']) {
    app.get(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Checks the access token and says whose it is',
          security: [{ bearer: [] }],
          response: { 200: tokenCheckSchema },
        },
      },
      async (request) => {
        const profile = await services.users.profile(currentUser(request).id);
        return {
          data: {
            valid: true as const,
            email: profile.email,
            firstName: profile.firstName,
            lastName: profile.lastName,
            roleName: profile.roleName,
            projectId: profile.projectId,
          },
        };
      },
    );
  }
};
