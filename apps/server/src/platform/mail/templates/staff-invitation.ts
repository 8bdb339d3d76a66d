import { composeMail, publicLink, SHOP_NAME, type MailContent } from './layout';

export function staffInvitationMail(input: {
  publicUrl: string;
  firstName: string;
  invitedBy: string;
  roleLabel: string;
  token: string;
  validHours: number;
}): MailContent {
  return composeMail(`You are invited to the ${SHOP_NAME} console`, {
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `${input.invitedBy} invited you to run the shop as ${input.roleLabel} in the ${SHOP_NAME} console. Choose your password with the button below.`,
      `Then sign in at ${publicLink(input.publicUrl, '/admin/login')} with this e-mail address.`,
    ],
    action: {
      label: 'Choose your password',
      url: publicLink(input.publicUrl, `/change-password/${encodeURIComponent(input.token)}`),
    },
    notes: [
      `This link works once and expires in ${input.validHours} hours. If it has expired, ask for a new invitation.`,
      'If you did not expect this, you can ignore this e-mail.',
    ],
  });
}
