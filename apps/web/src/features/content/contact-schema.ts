import type { ContactFormValues } from '@shop/shared/contact';

// One schema for the form and the API (packages/shared); imported by file so the
// contact route's chunk carries it, not the shell.
export {
  CONTACT_LIMITS,
  contactFormSchema as contactSchema,
  type ContactFormValues,
  type ContactMessage,
} from '@shop/shared/contact';

export type ContactField = keyof ContactFormValues;
