import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RememberedCredentials } from '../stores/remembered-credentials';
import { LoginError } from './login-error';

export interface RememberedAccountPanelProps {
  credentials: RememberedCredentials;
  pending: boolean;
  error: string | null;
  onContinue: () => void;
  onUseAnother: () => void;
}

/** Shown instead of the form while a remembered device exists (spec section 2). */
export function RememberedAccountPanel({
  credentials,
  pending,
  error,
  onContinue,
  onUseAnother,
}: RememberedAccountPanelProps) {
  const { firstName, lastName, email } = credentials;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }} aria-hidden>
        {firstName.charAt(0).toUpperCase()}
      </Avatar>
      <Typography sx={{ fontWeight: 600 }}>
        {firstName} {lastName}
      </Typography>
      <Typography color="text.secondary">{email}</Typography>
      {error ? <LoginError message={error} /> : null}
      <Button variant="contained" size="large" fullWidth disabled={pending} onClick={onContinue}>
        Continue as {firstName}
      </Button>
      <Button variant="text" onClick={onUseAnother}>
        Use another account
      </Button>
    </Stack>
  );
}
