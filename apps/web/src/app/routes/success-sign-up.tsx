import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { isRecord } from '../../lib/storage';
import { paths } from '../../config/paths';
import { useUiStore } from '../../lib/ui-store';

export function Component() {
  const { state } = useLocation();
  const openLoginModal = useUiStore((store) => store.openLoginModal);
  const firstName = isRecord(state) && typeof state.firstName === 'string' ? state.firstName : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <PageTitle title="Sign Up Successful" />
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Sign Up Successful
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {firstName ? `Welcome, ${firstName}! ` : ''}Your account is ready. Log in to start shopping.
      </Typography>
      <Button variant="contained" size="large" onClick={() => openLoginModal(paths.home.getHref())}>
        Log in
      </Button>
    </Container>
  );
}
