import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function Component() {
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Forgot Password" />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Forgot Password
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Enter the e-mail address of your account and we will send you a link to set a new
          password.
        </Typography>
        <ForgotPasswordForm onSent={(email) => void navigate(paths.checkEmail.getHref(email))} />
      </Paper>
    </Container>
  );
}
