import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { ACCOUNT_DISABLED, SESSION_EXPIRED } from '../../platform/auth/messages';
import { addMs, AUTH_POLICY } from './policy';
import type { RefreshTokensRepository } from './refresh-tokens-repository';
import type { LoginData, RememberOptions } from './schemas';
import type { SignInEntry, SignInsRepository } from './sign-ins-repository';
import { isStaffRole } from '../../platform/auth/roles';
import { randomToken, sha256 } from './secrets';
import type { UserRow, UsersRepository } from './users-repository';

export interface SessionDeps {
  db: Database;
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  signIns: Pick<SignInsRepository, 'record'>;
  accessTokens: AccessTokens;
  /** Lifetime of a staff or admin access token (docs/decisions/012). */
  staffTtlSeconds: number;
  now: () => Date;
}

const sessionExpired = () => new HttpError(401, SESSION_EXPIRED);

/** Access tokens for a signed-in user, and the remembered devices' refresh tokens. */
export function createSessions(deps: SessionDeps) {
  const { refreshTokens } = deps;

  async function accessData(user: UserRow, deviceId?: string): Promise<LoginData> {
    const staff = isStaffRole(user.roleName);
    const token = await deps.accessTokens.sign(
      {
        userId: user.id,
        email: user.email,
        roleName: user.roleName,
        projectId: user.projectId,
        deviceId: staff ? undefined : deviceId,
        sessionVersion: user.sessionVersion,
      },
      staff ? deps.staffTtlSeconds : undefined,
    );
    return {
      token,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roleName: user.roleName,
      projectId: user.projectId,
    };
  }

  return {
    /** A fresh access token for a session that continues (after its own password change). */
    accessData,

    /**
     * What every kind of login answers; remembering the device adds a refresh token. A disabled
     * account gets no session at all, and staff sessions are never remembered, whatever is asked.
     * The sign-in joins the history: one insert, in the refresh token's transaction if any.
     */
    async issue(user: UserRow, remember: RememberOptions, signIn: SignInEntry): Promise<LoginData> {
      if (user.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED);
      if (!remember.withRefreshToken || isStaffRole(user.roleName)) {
        await deps.signIns.record(user.id, signIn, null);
        return accessData(user);
      }
      const deviceId = remember.deviceId ?? randomUUID();
      const refreshToken = randomToken();
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await deps.signIns.record(user.id, signIn, deviceId, tx);
        // One live token per device: logging in again on it ends its previous session.
        await refreshTokens.revokeDevice(user.id, deviceId, now, tx);
        await refreshTokens.create(
          {
            userId: user.id,
            deviceId,
            tokenHash: sha256(refreshToken),
            expiresAt: addMs(now, AUTH_POLICY.refreshTokenMs),
          },
          tx,
        );
      });
      return { ...(await accessData(user, deviceId)), deviceId, refreshToken };
    },

    /**
     * Exchanges a refresh token for a new access token and a new refresh token. A token that
     * was already exchanged has been copied: the whole device session is ended.
     */
    async refresh(
      rawToken: string | undefined,
      claim: { email: string; deviceId: string },
    ): Promise<LoginData> {
      if (!rawToken) throw sessionExpired();
      const now = deps.now();
      const row = await refreshTokens.findByHash(sha256(rawToken));
      if (!row || row.revokedAt) throw sessionExpired();
      if (row.rotatedAt) {
        await refreshTokens.revokeDevice(row.userId, row.deviceId, now);
        throw sessionExpired();
      }
      if (row.expiresAt <= now || row.deviceId !== claim.deviceId) throw sessionExpired();
      const user = await deps.users.findById(row.userId);
      if (!user || user.email !== claim.email) throw sessionExpired();
      // A refresh token kept from before the account became staff, or was disabled, ends here.
      if (user.disabledAt || isStaffRole(user.roleName)) {
        await refreshTokens.revokeDevice(row.userId, row.deviceId, now);
        throw sessionExpired();
      }

      const refreshToken = randomToken();
      const rotated = await deps.db.transaction(async (tx) => {
        if (!(await refreshTokens.rotate(row.id, now, tx))) return false;
        await refreshTokens.create(
          {
            userId: user.id,
            deviceId: row.deviceId,
            tokenHash: sha256(refreshToken),
            expiresAt: addMs(now, AUTH_POLICY.refreshTokenMs),
          },
          tx,
        );
        return true;
      });
      if (!rotated) {
        // Exchanged by someone else between our read and our write: the same replay.
        await refreshTokens.revokeDevice(row.userId, row.deviceId, now);
        throw sessionExpired();
      }
      await deps.users.update(user.id, { lastLoginAt: now });
      return { ...(await accessData(user, row.deviceId)), deviceId: row.deviceId, refreshToken };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
