import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ShopFinder } from '../../features/catalog/components/shop-finder';

export function Component() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageTitle title="Page not found" />
      <meta name="robots" content="noindex" />
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved. Search for what you had in mind,
        or start from one of our categories.
      </Typography>
      <ShopFinder />
      <Button variant="outlined" component={RouterLink} to={paths.home.getHref()} sx={{ mt: 4 }}>
        Back to the home page
      </Button>
    </Container>
  );
}
