import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';
import { shop } from '../../config/shop';

export function Component() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageTitle title="Under Maintenance" />
      <Typography variant="h1" gutterBottom>
        Under Maintenance
      </Typography>
      <Typography color="text.secondary">
        We are improving the shop and will be back shortly. For orders and questions, call{' '}
        {shop.phone} ({shop.phoneHours}) or e-mail {shop.email}.
      </Typography>
    </Container>
  );
}
