// Sign-up requests of the auth service, with the shared rules and messages of spec section 5:
// the server validates the body with them and the web's sign-up form resolves with them.
import { z } from 'zod';
import {
  email,
  mobile,
  password,
  personName,
  requiredString,
  withConfirmPassword,
} from '../validation/rules';
import { REQUIRED_MESSAGE } from '../validation/messages';

export * from './auth-responses';

export const NAME_LIMITS = { min: 2, max: 50 } as const;

export const firstNameField = () => personName({ label: 'First name', ...NAME_LIMITS });
export const lastNameField = () => personName({ label: 'Last name', ...NAME_LIMITS });
/** A typed secret: required, never trimmed, bounded so a huge body cannot tie up the hasher. */
export const secretField = () =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, { error: REQUIRED_MESSAGE })
    .max(1024, { error: REQUIRED_MESSAGE });
/** A ticked consent checkbox. */
export const consentField = () => z.literal(true, { error: REQUIRED_MESSAGE });

export const signUpBodySchema = withConfirmPassword(
  z.object({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: email(),
    mobile: mobile(),
    password: password(),
    confirmPassword: secretField(),
    privacy: consentField(),
    agree: consentField(),
  }),
);
export type SignUpInput = z.infer<typeof signUpBodySchema>;

/** The token of a mailed link (verification, password reset). */
export const tokenBodySchema = z.object({ token: requiredString().max(200) });
