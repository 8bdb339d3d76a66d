import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useVerifyResetToken } from '../../features/auth/api/verify-reset-token';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

const LINK_NOT_VALID =
  'This password reset link is not valid or has expired. Please request a new one.';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useVerifyResetToken(id);
  const result = query.data;
  const valid = result?.ok === true && result.data.valid;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Change Password" />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Change Password
        </Typography>
        {!result ? (
          <CircularProgress aria-label="Checking your link" />
        ) : valid ? (
          <ResetPasswordForm
            token={id}
            onDone={() => void navigate(paths.resetPassword.getHref(), { replace: true })}
          />
        ) : (
          <>
            <Alert severity="error" sx={{ mb: 3 }}>
              {result.ok ? LINK_NOT_VALID : result.message}
            </Alert>
            <Button component={RouterLink} to={paths.forgotPassword.getHref()} variant="contained">
              Request a new link
            </Button>
          </>
        )}
      </Paper>
    </Container>
  );
}
