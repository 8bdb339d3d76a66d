import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { AccountMails } from './account-mails';
import type { EmailTokensRepository } from './email-tokens-repository';
import { CODE_INVALID, EMAIL_DOES_NOT_EXIST } from './messages';
import { addMs, AUTH_POLICY } from './policy';
import type { LoginData, RememberOptions } from './schemas';
import { sameHash, sha256, sixDigitCode } from './secrets';
import type { Sessions } from './sessions';
import type { SignInClient } from './sign-ins-repository';
import type { UsersRepository } from './users-repository';

export interface OneTimeCodeDeps {
  db: Database;
  projectId: string;
  users: UsersRepository;
  emailTokens: EmailTokensRepository;
  sessions: Sessions;
  mails: AccountMails;
  now: () => Date;
}

// A 6-digit code has little entropy: salting with the row's own id keeps stored hashes unique
// and unlinkable; the attempt limit, not the hash, is what stops guessing.
const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/** Passwordless login: a 6-digit code by mail, valid 10 minutes, a few guesses. */
export function createOneTimeCodeService(deps: OneTimeCodeDeps) {
  const { users, emailTokens } = deps;
  const wrongCode = () => new HttpError(401, CODE_INVALID);

  return {
    async request(email: string): Promise<{ email: string }> {
      const user = await users.findByEmail(deps.projectId, email);
      if (!user) throw new HttpError(404, EMAIL_DOES_NOT_EXIST);
      const id = randomUUID();
      const code = sixDigitCode();
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await emailTokens.spendOpen(user.id, 'otp', now, tx);
        await emailTokens.create(
          {
            id,
            userId: user.id,
            purpose: 'otp',
            tokenHash: codeHash(id, code),
            expiresAt: addMs(now, AUTH_POLICY.oneTimeCodeMs),
            createdAt: now,
          },
          tx,
        );
      });
      await deps.mails.oneTimeCode(user, code);
      return { email: user.email };
    },

    /** Answers like a login. The code proves the mailbox, so it also verifies the address. */
    async validate(
      input: { email: string; code: string } & RememberOptions,
      client: SignInClient,
    ): Promise<LoginData> {
      const user = await users.findByEmail(deps.projectId, input.email);
      const row = user && (await emailTokens.findLatestOpen(user.id, 'otp'));
      const now = deps.now();
      if (!user || !row || row.expiresAt <= now) throw wrongCode();
      if (!sameHash(codeHash(row.id, input.code), row.tokenHash)) {
        const attempts = await emailTokens.countAttempt(row.id);
        if (attempts >= AUTH_POLICY.oneTimeCodeAttempts) await emailTokens.markUsed(row.id, now);
        throw wrongCode();
      }
      if (!(await emailTokens.markUsed(row.id, now))) throw wrongCode();
      const verified = await users.update(user.id, {
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        lastLoginAt: now,
      });
      return deps.sessions.issue(verified ?? user, input, { ...client, method: 'otp' });
    },
  };
}

export type OneTimeCodeService = ReturnType<typeof createOneTimeCodeService>;
