import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { staffInvitationMail } from '../../platform/mail/templates/staff-invitation';
import { createEmailTokensRepository } from './email-tokens-repository';
import type { Executor } from './executor';
import { addMs, AUTH_POLICY } from './policy';
import { randomToken, sha256 } from './secrets';

/**
 * Set-password links for accounts made by someone else (a staff invitation). They are password
 * reset links with a longer life, so the storefront's /change-password page and
 * `POST /api/v1/auth/reset-password` serve them, and using one verifies the address.
 */
export function createSetPasswordLinks(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}) {
  const emailTokens = createEmailTokensRepository(deps.db);
  return {
    validHours: AUTH_POLICY.invitationTokenMs / 3_600_000,

    /** A new link for the user (earlier open ones are spent); the secret to mail. */
    async create(userId: string, tx: Executor): Promise<string> {
      const token = randomToken();
      const now = deps.now();
      await emailTokens.spendOpen(userId, 'reset', now, tx);
      await emailTokens.create(
        {
          userId,
          purpose: 'reset',
          tokenHash: sha256(token),
          expiresAt: addMs(now, AUTH_POLICY.invitationTokenMs),
          createdAt: now,
        },
        tx,
      );
      return token;
    },

    async mailInvitation(
      to: { email: string; firstName: string },
      invite: { token: string; invitedBy: string; roleLabel: string },
    ) {
      await deps.mailer.send({
        to: to.email,
        ...staffInvitationMail({
          publicUrl: deps.publicUrl,
          firstName: to.firstName,
          validHours: AUTH_POLICY.invitationTokenMs / 3_600_000,
          ...invite,
        }),
      });
    },
  };
}

export type SetPasswordLinks = ReturnType<typeof createSetPasswordLinks>;
