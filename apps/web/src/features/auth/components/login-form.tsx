import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { email, requiredString } from '@shop/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField, EmailField } from '../../../components/form/form-text-field';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useLogin, type LoginData } from '../api/login';
import { useRememberedStore } from '../stores/remembered-credentials';
import { LoginError } from './login-error';

export const INVALID_LOGIN_MESSAGE = 'Invalid email and/or password.';

// Spec section 5: the e-mail uses the shared rules; the password is only required.
const loginFormSchema = z.object({ email: email(), password: requiredString() });
type LoginFormValues = z.input<typeof loginFormSchema>;

export interface LoginFormProps {
  onSuccess: (data: LoginData, remember: boolean) => void;
  onNavigate: () => void;
}

export function LoginForm({ onSuccess, onNavigate }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const loginMutation = useLogin();
  const { control, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  // Errors clear on typing.
  const values = useWatch({ control });
  const [lastValues, setLastValues] = useState(values);
  if (values.email !== lastValues.email || values.password !== lastValues.password) {
    setLastValues(values);
    if (error) setError(null);
  }

  const onSubmit = handleSubmit(async ({ email: address, password }) => {
    setError(null);
    const known = useRememberedStore.getState().credentials;
    const result = await loginMutation.mutateAsync({
      email: address,
      password,
      withRefreshToken: remember,
      deviceId: known && known.email === address.trim().toLowerCase() ? known.deviceId : undefined,
    });
    if (result.ok) {
      onSuccess(result.data, remember);
      return;
    }
    if (result.status === 401) setError(INVALID_LOGIN_MESSAGE);
    else if (result.status === 0 || result.status >= 500) setError(GENERIC_ERROR_MESSAGE);
    else setError(result.message || GENERIC_ERROR_MESSAGE);
  });

  const pending = loginMutation.isPending;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <EmailField control={control} name="email" />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          }
          label="Remember me"
        />
        {error ? <LoginError message={error} onSignUp={onNavigate} /> : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!formState.isValid || pending}
        >
          {pending ? 'Logging in…' : 'Login'}
        </Button>
      </Stack>
    </Box>
  );
}
