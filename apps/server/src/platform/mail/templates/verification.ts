import { composeMail, publicLink, SHOP_NAME, type MailContent } from './layout';

export function verificationMail(input: {
  publicUrl: string;
  firstName: string;
  token: string;
}): MailContent {
  return composeMail(`Verify your e-mail address for ${SHOP_NAME}`, {
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `Thank you for signing up with ${SHOP_NAME}. Please confirm that this is your e-mail address to activate your account.`,
    ],
    action: {
      label: 'Verify my e-mail address',
      url: publicLink(input.publicUrl, `/verify/${encodeURIComponent(input.token)}`),
    },
    notes: [
      'This link works once and expires in 24 hours.',
      'If you did not sign up, you can ignore this e-mail; no account will be activated.',
    ],
  });
}
