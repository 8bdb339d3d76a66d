import { composeMail, SHOP_NAME, type MailContent } from './layout';

export function oneTimeCodeMail(input: {
  firstName: string;
  code: string;
  minutes: number;
}): MailContent {
  return composeMail(`Your ${SHOP_NAME} login code: ${input.code}`, {
    greeting: `Hi ${input.firstName},`,
    paragraphs: ['Use this code to log in to your account:'],
    code: input.code,
    notes: [
      `The code works once and expires in ${input.minutes} minutes. We will never ask you for it by phone or chat.`,
      'If you did not try to log in, you can ignore this e-mail.',
    ],
  });
}
