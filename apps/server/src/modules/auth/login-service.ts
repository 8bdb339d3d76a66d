import { HttpError } from '../../errors';
import { ACCOUNT_DISABLED } from '../../platform/auth/messages';
import { EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS, TOO_MANY_LOGINS } from './messages';
import type { PasswordHasher } from './passwords';
import { addMs, lockDurationMs } from './policy';
import type { RefreshTokensRepository } from './refresh-tokens-repository';
import type { LoginData, LoginInput } from './schemas';
import type { Sessions } from './sessions';
import type { SignInClient } from './sign-ins-repository';
import type { UsersRepository } from './users-repository';

export interface LoginDeps {
  projectId: string;
  users: UsersRepository;
  passwords: PasswordHasher;
  refreshTokens: Pick<RefreshTokensRepository, 'isRememberedDevice'>;
  sessions: Sessions;
  now: () => Date;
}

export function createLoginService(deps: LoginDeps) {
  const { users } = deps;

  const rememberedHere = async (userId: string, deviceId: string | undefined, now: Date) =>
    deviceId !== undefined && deps.refreshTokens.isRememberedDevice(userId, deviceId, now);

  return {
    /**
     * Unknown e-mail and wrong password answer alike, after the same argon2 work. The
     * verification state is told only to someone who knows the password.
     */
    async login(input: LoginInput, client: SignInClient): Promise<LoginData> {
      const now = deps.now();
      const inProject = !input.projectId || input.projectId === deps.projectId;
      const user = inProject ? await users.findByEmail(deps.projectId, input.email) : undefined;
      if (!user?.passwordHash) {
        await deps.passwords.verifyDummy(input.password);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      // Wrong guesses lock the account against every other sender, not against its owner on a
      // device they chose to be remembered on (the e-mailed one-time code works too).
      const locked = user.lockedUntil !== null && user.lockedUntil > now;
      if (locked && !(await rememberedHere(user.id, input.deviceId, now))) {
        throw new HttpError(429, TOO_MANY_LOGINS);
      }
      if (!(await deps.passwords.verify(user.passwordHash, input.password))) {
        const failures = await users.countFailedLogin(user.id);
        const lockMs = lockDurationMs(failures);
        if (lockMs > 0) await users.update(user.id, { lockedUntil: addMs(now, lockMs) });
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      if (!user.emailVerifiedAt) throw new HttpError(403, EMAIL_NOT_VERIFIED);
      if (user.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED);
      await users.update(user.id, { failedLoginCount: 0, lockedUntil: null, lastLoginAt: now });
      return deps.sessions.issue(user, input, { ...client, method: 'password' });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
