import { composeMail, publicLink, SHOP_NAME, type MailContent } from './layout';

export function welcomeMail(input: { publicUrl: string; firstName: string }): MailContent {
  return composeMail(`Welcome to ${SHOP_NAME}`, {
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      'Your account is ready. You can now save favorites, keep a cart across your devices, check out faster and follow your orders.',
      'Our showrooms and customer care team are here for you from 8am to 5pm, Mondays to Saturdays.',
    ],
    action: { label: 'Start shopping', url: publicLink(input.publicUrl, '/products') },
  });
}
