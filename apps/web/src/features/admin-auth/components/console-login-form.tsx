import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { email, requiredString } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import type { ConsoleSession } from '../../../lib/admin-session';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useConsoleLogin } from '../api/console-login';

/** The storefront login's texts (spec sections 5 and 8). */
export const INVALID_LOGIN_MESSAGE = 'Invalid email and/or password.';

const consoleLoginSchema = z.object({ email: email(), password: requiredString() });
type ConsoleLoginValues = z.input<typeof consoleLoginSchema>;

export function ConsoleLoginForm({
  onSignedIn,
}: {
  onSignedIn: (session: ConsoleSession) => void;
}) {
  const login = useConsoleLogin();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ConsoleLoginValues>({
    resolver: zodResolver(consoleLoginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      onSignedIn(await login.mutateAsync(values));
    } catch (failure) {
      const status = (failure as { status?: number }).status ?? 0;
      if (status === 401) setError(INVALID_LOGIN_MESSAGE);
      else if (status === 0 || status >= 500) setError(GENERIC_ERROR_MESSAGE);
      else setError((failure as Error).message || GENERIC_ERROR_MESSAGE);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Console sign-in">
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        fullWidth
      />
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </Stack>
  );
}
