import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';
import type { AuthServices } from './services';
import { signUpRoutes } from './sign-up-routes';
import { socialRoutes } from './social-routes';
import { tokenRoutes } from './token-routes';

/** The auth service of spec section 7: sign-up, login, sessions, passwords, social logins. */
export const authRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  await app.register(signUpRoutes, { services });
  await app.register(loginRoutes, { services });
  await app.register(passwordRoutes, { services });
  await app.register(socialRoutes, { services });
  await app.register(tokenRoutes, { services });
};
