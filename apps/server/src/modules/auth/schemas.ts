// Request bodies of the auth service, with the shared rules and messages of spec section 5.
// The sign-up request and response schemas are in packages/shared (contracts/auth.ts).
import {
  email,
  firstNameField,
  lastNameField,
  mobile,
  password,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  profileSchema,
  REQUIRED_MESSAGE,
  requiredString,
  secretField,
  withConfirmPassword,
} from '@shop/shared';
import { z } from 'zod';

export const ONE_TIME_CODE_MESSAGE = 'The code must be 6 digits.';
export const DEVICE_ID_MESSAGE = 'The device id is not valid.';

const firstName = firstNameField;
const lastName = lastNameField;
const secret = secretField;
const deviceId = () =>
  z
    .string({ error: DEVICE_ID_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: DEVICE_ID_MESSAGE });
/** Forms send untouched fields as ''; for optional fields that means "not given". */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const rememberDevice = {
  /** True: also answer a refresh token for this device (remember me, 30 days). */
  withRefreshToken: z.boolean().optional().default(false),
  /** A device the client already has an id for; a new one is made otherwise. */
  deviceId: deviceId().optional(),
};

export const loginBodySchema = z.object({
  email: email(),
  password: secret(),
  projectId: z.string().trim().max(100).optional(),
  ...rememberDevice,
});
export type LoginInput = z.infer<typeof loginBodySchema>;
export type RememberOptions = { withRefreshToken: boolean; deviceId?: string };

export const refreshBodySchema = z.object({ email: email(), deviceId: deviceId() });

export const emailBodySchema = z.object({ email: email() });

export const resetPasswordBodySchema = withConfirmPassword(
  z.object({ token: requiredString().max(200), password: password(), confirmPassword: secret() }),
);

export const changePasswordBodySchema = withConfirmPassword(
  z.object({ currentPassword: secret(), newPassword: password(), confirmPassword: secret() }),
  { field: 'newPassword' },
);

export const profileUpdateBodySchema = z
  .object({
    firstName: blankAsAbsent(firstName()),
    lastName: blankAsAbsent(lastName()),
    mobile: blankAsAbsent(mobile()),
    currentPassword: blankAsAbsent(secret()),
    newPassword: blankAsAbsent(password()),
    confirmPassword: blankAsAbsent(secret()),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword === undefined) return;
    if (value.currentPassword === undefined) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: REQUIRED_MESSAGE });
    }
    if (value.confirmPassword !== value.newPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
      });
    }
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateBodySchema>;

export const requestCodeBodySchema = z.object({
  firstName: blankAsAbsent(firstName()),
  email: email(),
});

export const validateCodeBodySchema = z.object({
  email: email(),
  code: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, { error: ONE_TIME_CODE_MESSAGE }),
  ...rememberDevice,
});

export const googleLoginBodySchema = z.object({
  idToken: requiredString().max(8192),
  ...rememberDevice,
});

export const facebookLoginBodySchema = z.object({
  accessToken: requiredString().max(4096),
  ...rememberDevice,
});

// Responses. Declared for every route, so nothing else (a password hash) can leave.

export const loginDataSchema = z.object({
  token: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.string(),
  projectId: z.string(),
  deviceId: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const loginResponseSchema = z.object({ data: loginDataSchema });
/** The password changed: every other session ended, and this is the caller's new access token. */
export const passwordChangedResponseSchema = z.object({
  data: z.object({ email: z.string(), token: z.string() }),
});
export const resetTokenCheckSchema = z.object({
  data: z.object({ valid: z.boolean(), email: z.string().optional() }),
});
export const tokenCheckSchema = z.object({
  data: z.object({
    valid: z.literal(true),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roleName: z.string(),
    projectId: z.string(),
  }),
});
export const providersSchema = z.object({
  data: z.object({
    google: z.boolean(),
    facebook: z.boolean(),
    /** Public ids the web needs to draw the buttons; null when the provider is off. */
    googleClientId: z.string().nullable(),
    facebookAppId: z.string().nullable(),
  }),
});
export { profileSchema };
export const profileResponseSchema = z.object({
  // `token` is there when the password changed: the caller's new access token.
  data: profileSchema.extend({ token: z.string().optional() }),
});
