import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useVerifySignUpToken } from '../../features/auth/api/verify-sign-up-token';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useVerifySignUpToken(id);
  const result = query.data;

  useEffect(() => {
    if (result?.ok) {
      void navigate(paths.successSignUp.getHref(), {
        replace: true,
        state: { firstName: result.data.firstName },
      });
    }
  }, [result, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <PageTitle title="Verify Your Account" />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Verify Your Account
      </Typography>
      {!result || result.ok ? (
        <CircularProgress aria-label="Verifying your account" />
      ) : (
        <>
          <Alert severity="error" sx={{ mb: 3, textAlign: 'left' }}>
            {result.message}
          </Alert>
          <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
            Back to Home
          </Button>
        </>
      )}
    </Container>
  );
}
