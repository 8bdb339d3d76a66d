import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LogoMark } from '../../components/icons/logo-mark';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { shop, shopPhoneHref } from '../../config/shop';
import { useSiteSettings } from '../../features/content/api/get-site-settings';

const RECHECK_MS = 30_000;
const linkSx = { color: 'primary.main', fontWeight: 600, textUnderlineOffset: 3 } as const;

/** A full page load, so the server decides again whether the shop is open. */
const reopen = () => window.location.assign(paths.home.getHref());

export function Component() {
  // Checked now and then, so a shopper waiting on this page learns when the shop reopens.
  const settings = useSiteSettings({ refetchInterval: RECHECK_MS });
  const reopened = settings.data?.maintenance === false;
  const title = reopened ? 'We Are Open Again' : 'Under Maintenance';

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageTitle title={title} />
      <Box
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          fontWeight: 800,
          fontSize: '1.15rem',
          mb: { xs: 4, md: 5 },
        }}
      >
        <LogoMark sx={{ fontSize: 36 }} aria-hidden />
        {shop.name}
      </Box>
      <Box
        aria-hidden
        sx={{
          width: 88,
          height: 88,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#FBE9E7',
          color: 'primary.main',
        }}
      >
        <ConstructionIcon sx={{ fontSize: 44 }} />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {title}
      </Typography>
      {reopened ? (
        <Box role="status">
          <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>
            Good news: our maintenance is done, and the shop is open again.
          </Typography>
          <Button variant="contained" size="large" onClick={reopen}>
            Go to the shop
          </Button>
        </Box>
      ) : (
        <>
          <Typography sx={{ fontSize: '1.1rem', mb: 1.5 }}>
            We are giving the shop a quick polish and will be back shortly.
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4 }}>
            Your account, cart and orders are safe. Please check again in a few minutes.
          </Typography>
          <Button variant="contained" size="large" onClick={reopen}>
            Try again
          </Button>
        </>
      )}
      <Box
        sx={{
          mt: { xs: 5, md: 6 },
          pt: 3,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          lineHeight: 1.8,
        }}
      >
        <Typography component="p" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Need help with an order?
        </Typography>
        Call{' '}
        <Box component="a" href={shopPhoneHref} sx={linkSx}>
          {shop.phone}
        </Box>{' '}
        ({shop.phoneHours})
        <br />
        or e-mail{' '}
        <Box component="a" href={`mailto:${shop.email}`} sx={linkSx}>
          {shop.email}
        </Box>
      </Box>
    </Container>
  );
}
