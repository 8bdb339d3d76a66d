import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { shop, shopPhoneHref } from '../../config/shop';
import { isRecord } from '../../lib/storage';

export function Component() {
  const { state } = useLocation();
  const name = isRecord(state) && typeof state.name === 'string' ? state.name.trim() : '';

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageTitle title="Thank You for Contacting Us" />
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#E8F5E9',
          color: 'success.dark',
        }}
      >
        <MarkEmailReadIcon sx={{ fontSize: 36 }} />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        Thank You for Contacting Us
      </Typography>
      <Typography sx={{ fontSize: '1.1rem', mb: 1 }}>
        {name ? `Salamat, ${name}! ` : ''}We have received your message and sent a copy to your
        e-mail address.
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Our customer care team answers{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {shop.phoneHours}
        </Box>
        , usually within one working day. For anything urgent, call{' '}
        <Box component="a" href={shopPhoneHref} sx={{ color: 'primary.main', fontWeight: 600 }}>
          {shop.phone}
        </Box>
        .
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
          Continue shopping
        </Button>
        <Button component={RouterLink} to={paths.faqs.getHref()} variant="outlined">
          Read our FAQs
        </Button>
        <Button component={RouterLink} to={paths.home.getHref()}>
          Back to the home page
        </Button>
      </Box>
    </Container>
  );
}
