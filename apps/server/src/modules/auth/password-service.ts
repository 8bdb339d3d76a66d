import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { AccountMails } from './account-mails';
import type { EmailTokensRepository } from './email-tokens-repository';
import {
  EMAIL_DOES_NOT_EXIST,
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_USED,
} from './messages';
import type { PasswordHasher } from './passwords';
import { addMs, AUTH_POLICY } from './policy';
import type { RefreshTokensRepository } from './refresh-tokens-repository';
import type { SessionVersions } from '../../platform/auth/session-versions';
import { randomToken, sha256 } from './secrets';
import type { UsersRepository } from './users-repository';

export interface PasswordDeps {
  db: Database;
  projectId: string;
  users: UsersRepository;
  emailTokens: EmailTokensRepository;
  refreshTokens: RefreshTokensRepository;
  sessionVersions: Pick<SessionVersions, 'revokeAll'>;
  passwords: PasswordHasher;
  mails: AccountMails;
  now: () => Date;
}

/** Forgotten passwords: a mailed single-use link (1 hour) that sets a new one. */
export function createPasswordService(deps: PasswordDeps) {
  const { users, emailTokens } = deps;

  async function openToken(token: string) {
    const row = await emailTokens.findByHash('reset', sha256(token));
    const user = row && (await users.findById(row.userId));
    if (!row || !user) return { status: 'invalid' as const };
    if (row.usedAt) return { status: 'used' as const };
    if (row.expiresAt <= deps.now()) return { status: 'expired' as const };
    return { status: 'valid' as const, row, user };
  }

  return {
    async forgot(email: string): Promise<{ email: string }> {
      const user = await users.findByEmail(deps.projectId, email);
      // The spec wants this said (the web offers "Sign up here"); the route is rate-limited.
      if (!user) throw new HttpError(404, EMAIL_DOES_NOT_EXIST);
      const token = randomToken();
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await emailTokens.spendOpen(user.id, 'reset', now, tx);
        await emailTokens.create(
          {
            userId: user.id,
            purpose: 'reset',
            tokenHash: sha256(token),
            expiresAt: addMs(now, AUTH_POLICY.resetTokenMs),
            createdAt: now,
          },
          tx,
        );
      });
      await deps.mails.passwordReset(user, token);
      return { email: user.email };
    },

    async check(token: string): Promise<{ valid: boolean; email?: string }> {
      const opened = await openToken(token);
      return opened.status === 'valid'
        ? { valid: true, email: opened.user.email }
        : { valid: false };
    },

    /**
     * Sets the new password, spends the link and ends every session and remembered device. The link
     * proves the mailbox, so an account that never verified its address is verified too.
     */
    async reset(token: string, password: string): Promise<{ email: string }> {
      const opened = await openToken(token);
      if (opened.status === 'invalid') throw new HttpError(400, RESET_LINK_INVALID);
      if (opened.status === 'used') throw new HttpError(410, RESET_LINK_USED);
      if (opened.status === 'expired') throw new HttpError(410, RESET_LINK_EXPIRED);
      const { row, user } = opened;
      const passwordHash = await deps.passwords.hash(password);
      const now = deps.now();
      const done = await deps.db.transaction(async (tx) => {
        if (!(await emailTokens.markUsed(row.id, now, tx))) return false;
        await users.update(
          user.id,
          {
            passwordHash,
            passwordChangedAt: now,
            failedLoginCount: 0,
            lockedUntil: null,
            emailVerifiedAt: user.emailVerifiedAt ?? now,
          },
          tx,
        );
        await deps.refreshTokens.revokeAll(user.id, now, undefined, tx);
        return true;
      });
      if (!done) throw new HttpError(410, RESET_LINK_USED);
      // Whoever knew the old password may hold a token: every session ends.
      await deps.sessionVersions.revokeAll(user.id);
      return { email: user.email };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
