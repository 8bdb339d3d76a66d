import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { email } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { LoginError } from './login-error';
import { EmailField } from '../../../components/form/form-text-field';

const forgotSchema = z.object({ email: email() });
type ForgotInput = z.input<typeof forgotSchema>;
type ForgotValues = z.output<typeof forgotSchema>;

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useForgotPassword();
  const { control, handleSubmit } = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: zodResolver(forgotSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await mutation.mutateAsync(values.email);
    if (result.ok) onSent(values.email);
    else
      setError(
        result.status >= 500 || result.status === 0 ? GENERIC_ERROR_MESSAGE : result.message,
      );
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <EmailField control={control} name="email" />
        {/* "does not exist" shows in red with "Sign up here" (spec section 8). */}
        {error ? <LoginError message={error} /> : null}
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
          Send Reset Link
        </Button>
      </Stack>
    </Box>
  );
}
