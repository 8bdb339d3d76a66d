// `data` of the sign-up responses, in zod/mini: the web's verification page parses them without
// loading the form rules' full zod (docs/decisions/011).
import * as z from 'zod/mini';

/** POST /api/v1/auth/sign-up (and other mails sent): the address the mail went to. */
export const emailDataSchema = z.object({ email: z.string() });
export type EmailData = z.infer<typeof emailDataSchema>;

/** POST /api/v1/auth/verify-sign-up-token: the activated account. */
export const verifiedDataSchema = z.object({ email: z.string(), firstName: z.string() });
export type VerifiedData = z.infer<typeof verifiedDataSchema>;

export const emailResponseSchema = z.object({ data: emailDataSchema });
export const verifiedResponseSchema = z.object({ data: verifiedDataSchema });
