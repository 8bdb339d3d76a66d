import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { SkeletonBlock } from '../../components/skeleton-block';
import { paths } from '../../config/paths';
import { shop } from '../../config/shop';
import { getAboutUsQueryOptions, useAboutUs } from '../../features/content/api/get-about-us';
import {
  ContentPageSections,
  ContentPageSkeleton,
} from '../../features/content/components/content-page-sections';
import { ErrorState } from '../../features/content/components/content-states';
import type { ClientLoader } from '../../lib/route-loader';

export const clientLoader: ClientLoader = (queryClient) => () =>
  queryClient.prefetchQuery(getAboutUsQueryOptions());

export function Component() {
  const query = useAboutUs();
  const title = query.data?.title || 'About Us';

  return (
    <>
      <PageTitle title={title} />
      <Box
        component="header"
        sx={{ bgcolor: '#FBF3EE', borderBottom: 1, borderColor: '#EEDDD2', py: { xs: 5, md: 8 } }}
      >
        <Container maxWidth="md">
          <Typography
            component="p"
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              fontSize: '0.8rem',
              mb: 1,
            }}
          >
            {shop.name}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
            {title}
          </Typography>
          {query.isPending ? (
            <Box aria-hidden sx={{ display: 'grid', gap: 1 }}>
              <SkeletonBlock sx={{ height: 20 }} />
              <SkeletonBlock sx={{ height: 20, width: '80%' }} />
            </Box>
          ) : query.data ? (
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, lineHeight: 1.65 }}>
              {query.data.intro}
            </Typography>
          ) : null}
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {query.isPending ? (
          <ContentPageSkeleton />
        ) : query.isError ? (
          <ErrorState
            error={query.error}
            title="We could not load our story."
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ContentPageSections sections={query.data.sections} />
        )}

        <Box
          component="aside"
          aria-labelledby="about-next"
          sx={{
            mt: { xs: 6, md: 10 },
            p: { xs: 3, md: 5 },
            borderRadius: 3,
            bgcolor: '#231F1B',
            color: '#FFFFFF',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <Box>
            <Typography id="about-next" variant="h2" sx={{ mb: 1 }}>
              Come and see for yourself
            </Typography>
            <Typography sx={{ color: '#E0D6CC' }}>
              Sit on the sofas, open the drawers and measure the tables in one of our showrooms.
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.locations.getHref()} variant="contained">
              Find a showroom
            </Button>
            <Button
              component={RouterLink}
              to={paths.contactUs.getHref()}
              variant="outlined"
              sx={{
                color: '#FFFFFF',
                borderColor: 'rgba(255,255,255,0.6)',
                '&:hover': { borderColor: '#FFFFFF' },
              }}
            >
              Contact us
            </Button>
          </Box>
        </Box>
      </Container>
    </>
  );
}
