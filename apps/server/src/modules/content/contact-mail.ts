import { formatMobile } from '@shop/shared';
import type { MailMessage } from '../../platform/mail/mailer';
import type { ContactInput } from './contact-schema';

const SHOP_NAME = 'Casa Filipina Furniture';

function details(input: ContactInput): string {
  return [
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    `Mobile: ${formatMobile(input.mobile)}`,
    `Subject: ${input.subject}`,
    '',
    input.message,
  ].join('\n');
}

/** To the shop's inbox; replying answers the customer. */
export function shopNotification(input: ContactInput, shopMail: string, id: string): MailMessage {
  return {
    to: shopMail,
    replyTo: input.email,
    subject: `Contact form: ${input.subject}`,
    text: [
      `A message came in through the contact form (reference ${id}).`,
      'Reply to this e-mail to answer the customer directly.',
      '',
      details(input),
      '',
    ].join('\n'),
  };
}

/** The sender's copy, so they know it arrived and what they wrote. */
export function senderCopy(input: ContactInput, shopMail: string): MailMessage {
  return {
    to: input.email,
    replyTo: shopMail,
    subject: `We received your message: ${input.subject}`,
    text: [
      `Hi ${input.name},`,
      '',
      `Thank you for writing to ${SHOP_NAME}. Our customer care team answers messages`,
      'from 8am to 5pm, Mondays to Saturdays, usually within one working day.',
      '',
      'Here is a copy of your message:',
      '',
      details(input),
      '',
      `— ${SHOP_NAME}`,
      '',
    ].join('\n'),
  };
}
