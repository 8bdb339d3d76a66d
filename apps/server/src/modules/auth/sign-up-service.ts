import type { SignUpInput } from '@shop/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { AccountMails } from './account-mails';
import type { EmailTokensRepository } from './email-tokens-repository';
import {
  EMAIL_TAKEN,
  VERIFY_LINK_EXPIRED,
  VERIFY_LINK_INVALID,
  VERIFY_LINK_USED,
} from './messages';
import type { PasswordHasher } from './passwords';
import { addMs, AUTH_POLICY } from './policy';
import { randomToken, sha256 } from './secrets';
import type { UserRow, UsersRepository } from './users-repository';

export interface SignUpDeps {
  db: Database;
  projectId: string;
  users: UsersRepository;
  emailTokens: EmailTokensRepository;
  passwords: PasswordHasher;
  mails: AccountMails;
  now: () => Date;
}

export function createSignUpService(deps: SignUpDeps) {
  const { users, emailTokens } = deps;

  async function mailVerificationLink(user: UserRow) {
    const token = randomToken();
    const now = deps.now();
    await emailTokens.create({
      userId: user.id,
      purpose: 'verify',
      tokenHash: sha256(token),
      expiresAt: addMs(now, AUTH_POLICY.verifyTokenMs),
      createdAt: now,
    });
    await deps.mails.verification(user, token);
  }

  return {
    /** Creates an unverified customer and mails the verification link. */
    async signUp(input: SignUpInput): Promise<{ email: string }> {
      if (await users.findByEmail(deps.projectId, input.email)) {
        throw new HttpError(409, EMAIL_TAKEN);
      }
      const now = deps.now();
      const user = await users.create({
        projectId: deps.projectId,
        email: input.email,
        passwordHash: await deps.passwords.hash(input.password),
        passwordChangedAt: now,
        firstName: input.firstName,
        lastName: input.lastName,
        mobile: input.mobile,
        roleName: 'customer',
        privacyAcceptedAt: now,
        termsAcceptedAt: now,
      });
      // Two sign-ups with one address at once: the second insert finds the first.
      if (!user) throw new HttpError(409, EMAIL_TAKEN);
      await mailVerificationLink(user);
      return { email: user.email };
    },

    /** Activates the account of a verification link (single use, 24 hours). */
    async verify(token: string): Promise<{ email: string; firstName: string }> {
      const row = await emailTokens.findByHash('verify', sha256(token));
      const user = row && (await users.findById(row.userId));
      if (!row || !user) throw new HttpError(400, VERIFY_LINK_INVALID);
      const now = deps.now();
      if (row.usedAt) throw new HttpError(410, VERIFY_LINK_USED);
      if (row.expiresAt <= now) {
        if (user.emailVerifiedAt) throw new HttpError(410, VERIFY_LINK_USED);
        // A fresh link, but not one per click: replaying an old link must not flood the inbox.
        const since = addMs(now, -AUTH_POLICY.verifyResendMs);
        if (!(await emailTokens.hasIssuedSince(user.id, 'verify', since))) {
          await mailVerificationLink(user);
        }
        throw new HttpError(410, VERIFY_LINK_EXPIRED);
      }
      const firstVerification = await deps.db.transaction(async (tx) => {
        if (!(await emailTokens.markUsed(row.id, now, tx))) return undefined;
        if (user.emailVerifiedAt) return false;
        await users.update(user.id, { emailVerifiedAt: now }, tx);
        return true;
      });
      if (firstVerification === undefined) throw new HttpError(410, VERIFY_LINK_USED);
      if (firstVerification) await deps.mails.welcome(user);
      return { email: user.email, firstName: user.firstName };
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
