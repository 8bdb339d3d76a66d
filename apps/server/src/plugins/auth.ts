import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import type { RoleName } from '../db/schema/index';
import { createAccessTokens, type AccessTokens } from '../platform/auth/access-tokens';
import { FORBIDDEN, LOGIN_REQUIRED, SESSION_EXPIRED } from '../platform/auth/messages';
import type { SessionVersions } from '../platform/auth/session-versions';

/** The caller of a route guarded by `app.authenticate`. */
export interface AuthUser {
  id: string;
  email: string;
  roleName: RoleName;
  projectId: string;
  /** The remembered device the session belongs to, when it has one. */
  deviceId?: string;
}

/** The service's notion of "now"; tests move it to expire tokens without waiting. */
export interface Clock {
  now(): Date;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    accessTokens: AccessTokens;
    sessionVersions: SessionVersions;
    /** preHandler: a valid `Authorization: Bearer <access token>` or 401. */
    authenticate: Guard;
    /** preHandler: authenticated and of this role, or 401/403. */
    requireRole(role: RoleName): Guard;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The user a guarded route runs for; guards make it present, this makes the type say so. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, LOGIN_REQUIRED);
  return request.user;
}

/** Verifies access tokens (HS256, JWT_SECRET) and decorates the guards every module uses. */
export interface AuthPluginOptions {
  /** The auth module's session-version check (built by the composition root, app.ts). */
  sessionVersions: SessionVersions;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const clock: Clock = { now: () => new Date() };
    const accessTokens = createAccessTokens({
      secret: app.config.jwtSecret,
      ttlSeconds: app.config.auth.accessTokenTtlSeconds,
      now: () => clock.now(),
    });

    const { sessionVersions } = options;

    const authenticate: Guard = async (request) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, LOGIN_REQUIRED);
      const claims = await accessTokens.verify(token).catch(() => undefined);
      // A token of another shop signed with a shared secret is not a session here.
      if (!claims || claims.projectId !== app.config.projectId) {
        throw new HttpError(401, SESSION_EXPIRED);
      }
      // A password change, a reset or "sign out everywhere" since the token was issued ends it.
      const current = await sessionVersions.current(claims.userId);
      if (current === undefined || claims.sessionVersion < current) {
        throw new HttpError(401, SESSION_EXPIRED);
      }
      request.user = {
        id: claims.userId,
        email: claims.email,
        roleName: claims.roleName,
        projectId: claims.projectId,
        ...(claims.deviceId ? { deviceId: claims.deviceId } : {}),
      };
    };

    app.decorate('clock', clock);
    app.decorate('accessTokens', accessTokens);
    app.decorate('sessionVersions', sessionVersions);
    app.decorateRequest('user', null);
    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (role: RoleName): Guard => {
      return async (request, reply) => {
        await authenticate(request, reply);
        if (currentUser(request).roleName !== role) throw new HttpError(403, FORBIDDEN);
      };
    });
  },
  { name: 'auth', dependencies: ['platform'] },
);
