import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface LoginSuccessCardProps {
  firstName: string;
  lastName: string;
  email: string;
  remembered: boolean;
  onAnotherAccount: () => void;
  onContinue: () => void;
  /** 'Continue to Home' (the spec's text) when Continue leads home; 'Continue' otherwise. */
  continueLabel?: string;
}

/** The login-success card of spec section 2. */
export function LoginSuccessCard({
  firstName,
  lastName,
  email,
  remembered,
  onAnotherAccount,
  onContinue,
  continueLabel = 'Continue to Home',
}: LoginSuccessCardProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
        Successfully Logged In!
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {firstName} {lastName}
      </Typography>
      <Typography color="text.secondary">{email}</Typography>
      {remembered ? (
        <>
          <Typography variant="body2">Your password has been securely saved.</Typography>
          <Typography variant="body2">
            You&apos;ll remain logged in for the next 30 days.
          </Typography>
        </>
      ) : null}
      <Button variant="contained" size="large" fullWidth onClick={onContinue}>
        {continueLabel}
      </Button>
      <Button variant="text" onClick={onAnotherAccount}>
        Log in to Another Account
      </Button>
    </Stack>
  );
}
