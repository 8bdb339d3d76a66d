import { z } from 'zod';
import { labelMinLengthMessage, maxLengthMessage } from './validation/messages';
import { email, mobile, personName, requiredString } from './validation/rules';

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** The contact-us form: the web form and the API validate with this one schema. */
export const contactFormSchema = z.object({
  name: personName({ label: 'Name', min: CONTACT_LIMITS.nameMin, max: CONTACT_LIMITS.nameMax }),
  email: email(),
  mobile: mobile(),
  subject: requiredString().max(CONTACT_LIMITS.subjectMax, {
    error: maxLengthMessage(CONTACT_LIMITS.subjectMax),
  }),
  message: requiredString()
    .min(CONTACT_LIMITS.messageMin, {
      error: labelMinLengthMessage('Message', CONTACT_LIMITS.messageMin),
    })
    .max(CONTACT_LIMITS.messageMax, { error: maxLengthMessage(CONTACT_LIMITS.messageMax) }),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactMessage = z.output<typeof contactFormSchema>;
