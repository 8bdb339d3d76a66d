import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';

export function Component() {
  const { email = '' } = useParams();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <PageTitle title="Check Your Email" />
      <MarkEmailReadIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Check Your Email
      </Typography>
      <Typography sx={{ mb: 1 }}>
        We sent a link to set a new password to <strong>{email}</strong>.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The link works once and expires in one hour.
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
