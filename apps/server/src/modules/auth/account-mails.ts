import type { Mailer } from '../../platform/mail/mailer';
import type { MailContent } from '../../platform/mail/templates/layout';
import { oneTimeCodeMail } from '../../platform/mail/templates/one-time-code';
import { passwordResetMail } from '../../platform/mail/templates/password-reset';
import { verificationMail } from '../../platform/mail/templates/verification';
import { welcomeMail } from '../../platform/mail/templates/welcome';
import { AUTH_POLICY } from './policy';

interface Recipient {
  email: string;
  firstName: string;
}

export function createAccountMails(deps: { mailer: Mailer; publicUrl: string }) {
  const { publicUrl } = deps;
  const send = async (to: Recipient, content: MailContent) => {
    await deps.mailer.send({ to: to.email, ...content });
  };
  return {
    verification: (to: Recipient, token: string) =>
      send(to, verificationMail({ publicUrl, firstName: to.firstName, token })),
    passwordReset: (to: Recipient, token: string) =>
      send(to, passwordResetMail({ publicUrl, firstName: to.firstName, token })),
    welcome: (to: Recipient) => send(to, welcomeMail({ publicUrl, firstName: to.firstName })),
    oneTimeCode: (to: Recipient, code: string) =>
      send(
        to,
        oneTimeCodeMail({
          firstName: to.firstName,
          code,
          minutes: AUTH_POLICY.oneTimeCodeMs / 60_000,
        }),
      ),
  };
}

export type AccountMails = ReturnType<typeof createAccountMails>;
