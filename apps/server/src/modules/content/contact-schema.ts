import { contactFormSchema } from '@shop/shared/contact';
import { z } from 'zod';

export { CONTACT_LIMITS } from '@shop/shared/contact';

/** The shared contact form plus the honeypot field only bots fill in. */
export const contactBodySchema = contactFormSchema.extend({
  /** Any type, so a bot learns nothing from a validation error. */
  website: z.unknown().optional(),
});

export type ContactInput = z.infer<typeof contactBodySchema>;

export function isHoneypotFilled(website: unknown): boolean {
  if (website === undefined || website === null) return false;
  return typeof website !== 'string' || website.trim() !== '';
}
