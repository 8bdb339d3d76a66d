import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useLegalDialog } from '../layout/footer';
import { useUiStore } from '../../lib/ui-store';

export function Component() {
  const navigate = useNavigate();
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  // The footer's legal dialogs (auth cannot import content): the footer is on every page anyway.
  const { openLegal, legalDialog } = useLegalDialog();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Sign Up" />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Sign Up
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Create your account to keep favorites, check out faster and follow your orders.
        </Typography>
        <SignUpForm
          onOpenLegal={openLegal}
          onSignedUp={(email) =>
            void navigate(paths.signUpCompletion.getHref(), { state: { email } })
          }
        />
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          Already have an account?{' '}
          <Link
            component="button"
            type="button"
            onClick={() => openLoginModal(paths.home.getHref())}
          >
            Log in
          </Link>
        </Typography>
      </Paper>
      {legalDialog}
    </Container>
  );
}
