import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useUiStore } from '../../lib/ui-store';

export function Component() {
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <PageTitle title="Reset Password" />
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Reset Password
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Your password has been changed. Log in with your new password.
      </Typography>
      <Button variant="contained" size="large" onClick={() => openLoginModal(paths.home.getHref())}>
        Log in
      </Button>
    </Container>
  );
}
