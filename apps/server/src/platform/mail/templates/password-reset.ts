import { composeMail, publicLink, SHOP_NAME, type MailContent } from './layout';

export function passwordResetMail(input: {
  publicUrl: string;
  firstName: string;
  token: string;
}): MailContent {
  return composeMail(`Reset your ${SHOP_NAME} password`, {
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      'We received a request to reset the password of your account. Choose a new password with the button below.',
    ],
    action: {
      label: 'Choose a new password',
      url: publicLink(input.publicUrl, `/change-password/${encodeURIComponent(input.token)}`),
    },
    notes: [
      'This link works once and expires in 1 hour. Resetting your password logs you out on every device.',
      'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    ],
  });
}
