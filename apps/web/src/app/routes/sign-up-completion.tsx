import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { isRecord } from '../../lib/storage';

export function Component() {
  const { state } = useLocation();
  const email = isRecord(state) && typeof state.email === 'string' ? state.email : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <PageTitle title="Verify Your Email" />
      <MarkEmailReadIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Verify Your Email
      </Typography>
      <Typography sx={{ mb: 1 }}>
        We sent a verification link to {email ? <strong>{email}</strong> : 'your e-mail address'}.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Open the link within 24 hours to activate your account, then log in.
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        Continue Shopping
      </Button>
    </Container>
  );
}
