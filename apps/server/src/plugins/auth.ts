import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import type { RoleName } from '../db/schema/index';
import { createAccessTokens, type AccessTokens } from '../platform/auth/access-tokens';
import {
  ACCOUNT_DISABLED,
  FORBIDDEN,
  LOGIN_REQUIRED,
  SESSION_EXPIRED,
} from '../platform/auth/messages';
import { isStaffRole } from '../platform/auth/roles';
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
    /** preHandler: authenticated and of one of these roles, or 401/403. */
    requireRole(...roles: RoleName[]): Guard;
    /** preHandler: a `staff` or `admin` session (writes re-checked in the database), or 401/403. */
    requireStaff: Guard;
    /** preHandler: an `admin` session (writes re-checked in the database), or 401/403. */
    requireAdmin: Guard;
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

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The auth module's checks, built by the composition root (app.ts). */
export interface AuthPluginOptions {
  /** The per-request session-version check (cached for a few seconds). */
  sessionVersions: SessionVersions;
  /** The account as it is now in the database, for staff writes. */
  accounts: {
    accessState(
      userId: string,
    ): Promise<{ roleName: RoleName; sessionVersion: number; disabledAt: Date | null } | undefined>;
  };
}

/** Verifies access tokens (HS256, JWT_SECRET) and decorates the guards every module uses. */

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const clock: Clock = { now: () => new Date() };
    const accessTokens = createAccessTokens({
      secret: app.config.jwtSecret,
      ttlSeconds: app.config.auth.accessTokenTtlSeconds,
      now: () => clock.now(),
    });
    const { sessionVersions, accounts } = options;

    async function verified(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, LOGIN_REQUIRED);
      const claims = await accessTokens.verify(token).catch(() => undefined);
      // A token of another shop signed with a shared secret is not a session here.
      if (!claims || claims.projectId !== app.config.projectId) {
        throw new HttpError(401, SESSION_EXPIRED);
      }
      return claims;
    }

    function setUser(request: FastifyRequest, claims: Awaited<ReturnType<typeof verified>>) {
      request.user = {
        id: claims.userId,
        email: claims.email,
        roleName: claims.roleName,
        projectId: claims.projectId,
        ...(claims.deviceId ? { deviceId: claims.deviceId } : {}),
      };
    }

    const authenticate: Guard = async (request) => {
      const claims = await verified(request);
      // A password change, a reset or "sign out everywhere" since the token was issued ends it.
      const current = await sessionVersions.current(claims.userId);
      if (current === undefined || claims.sessionVersion < current) {
        throw new HttpError(401, SESSION_EXPIRED);
      }
      setUser(request, claims);
    };

    /**
     * A staff write is checked against the account as it is now, not the 5-second cache: a
     * disabled account, a changed role or an ended session stops writing at once, on every node
     * (docs/decisions/012-staff-sessions.md).
     */
    const freshStaffCheck: Guard = async (request) => {
      const claims = await verified(request);
      const state = await accounts.accessState(claims.userId);
      if (!state || claims.sessionVersion < state.sessionVersion) {
        throw new HttpError(401, SESSION_EXPIRED);
      }
      if (state.disabledAt) throw new HttpError(401, ACCOUNT_DISABLED);
      setUser(request, { ...claims, roleName: state.roleName });
    };

    const staffGuard =
      (allowed: (role: RoleName) => boolean): Guard =>
      async (request, reply) => {
        await (READS.has(request.method) ? authenticate : freshStaffCheck)(request, reply);
        if (!allowed(currentUser(request).roleName)) throw new HttpError(403, FORBIDDEN);
      };

    app.decorate('clock', clock);
    app.decorate('accessTokens', accessTokens);
    app.decorate('sessionVersions', sessionVersions);
    app.decorateRequest('user', null);
    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: RoleName[]): Guard => {
      return async (request, reply) => {
        await authenticate(request, reply);
        if (!roles.includes(currentUser(request).roleName)) throw new HttpError(403, FORBIDDEN);
      };
    });
    app.decorate('requireStaff', staffGuard(isStaffRole));
    app.decorate(
      'requireAdmin',
      staffGuard((role) => role === 'admin'),
    );
  },
  { name: 'auth', dependencies: ['platform'] },
);
