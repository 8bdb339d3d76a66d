import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { password, REQUIRED_MESSAGE, withConfirmPassword } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField, ErrorAlerts } from '../../../components/form/form-text-field';
import { toDisplayMessages } from '../../../lib/error-messages';
import { withPasswordPair } from '../../../lib/password-pair-resolver';
import { useResetPassword } from '../api/reset-password';

const resetSchema = withConfirmPassword(
  z.object({
    password: password(),
    confirmPassword: z.string().min(1, { error: REQUIRED_MESSAGE }),
  }),
);
type ResetInput = z.input<typeof resetSchema>;
type ResetValues = z.output<typeof resetSchema>;

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useResetPassword();
  const { control, handleSubmit } = useForm<ResetInput, unknown, ResetValues>({
    resolver: withPasswordPair(zodResolver(resetSchema)),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setErrors([]);
    const result = await mutation.mutateAsync({ token, ...values });
    if (result.ok) onDone();
    else setErrors(toDisplayMessages(result));
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <ErrorAlerts messages={errors} />
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
          Change Password
        </Button>
      </Stack>
    </Box>
  );
}
