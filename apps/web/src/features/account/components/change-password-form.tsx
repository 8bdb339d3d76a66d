import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { password, PASSWORDS_DO_NOT_MATCH_MESSAGE, REQUIRED_MESSAGE } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { withPasswordPair } from '../../../lib/password-pair-resolver';
import { useChangePassword } from '../api/change-password';
import { placeServerErrors } from '../form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { ErrorAlerts } from '../../../components/form/form-text-field';

// The server's change-password body (modules/auth/schemas.ts): the same rules and messages.
const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: REQUIRED_MESSAGE }),
    newPassword: password(),
    confirmPassword: z.string().min(1, { error: REQUIRED_MESSAGE }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
    // Shown at once, even while another field is still wrong.
    when: (payload) => {
      const value = payload.value as Record<string, unknown>;
      return typeof value.newPassword === 'string' && typeof value.confirmPassword === 'string';
    },
  });
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** `onChanged` receives this device's new access token: the old one no longer works. */
export function ChangePasswordForm({ onChanged }: { onChanged: (token: string) => void }) {
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useChangePassword();
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordValues>({
    resolver: withPasswordPair(zodResolver(changePasswordSchema), {
      password: 'newPassword',
      confirm: 'confirmPassword',
    }),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setErrors([]);
    const result = await mutation.mutateAsync(values);
    if (result.ok) {
      reset(EMPTY);
      onChanged(result.data.token);
    } else {
      setErrors(placeServerErrors(result, FIELDS, setError));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change password">
      <Stack spacing={2}>
        <PasswordField
          control={control}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          fullWidth
        />
        <PasswordField
          control={control}
          name="newPassword"
          label="New password"
          helperText="At least 8 characters with an uppercase and a lowercase letter, a number and a special character."
          required
          fullWidth
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label="Confirm new password"
          required
          fullWidth
        />
        <ErrorAlerts messages={errors} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {mutation.isPending ? 'Changing…' : 'Change Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
