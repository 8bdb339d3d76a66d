import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { SkeletonBlock } from '../../components/skeleton-block';
import { paths } from '../../config/paths';
import { shop, shopPhoneHref } from '../../config/shop';
import { getFaqsQueryOptions, useFaqs } from '../../features/content/api/get-faqs';
import { ErrorState } from '../../features/content/components/content-states';
import { FaqList } from '../../features/content/components/faq-list';
import type { ClientLoader } from '../../lib/route-loader';

function FaqSkeleton() {
  return (
    <Box role="status" aria-label="Loading the questions">
      <SkeletonBlock sx={{ height: 56, maxWidth: 640, mb: 4 }} />
      {[0, 1].map((group) => (
        <Box key={group} sx={{ mb: 5 }}>
          <SkeletonBlock sx={{ height: 28, width: 180, mb: 2 }} />
          {[0, 1, 2].map((row) => (
            <SkeletonBlock
              key={row}
              sx={{ height: 22, my: 2.5, width: row === 1 ? '60%' : '80%' }}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

export const clientLoader: ClientLoader = (queryClient) => () =>
  queryClient.prefetchQuery(getFaqsQueryOptions());

export function Component() {
  const query = useFaqs();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="FAQs" />
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
          FAQs
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: { md: '1.1rem' } }}>
          Answers to the questions we hear most about orders, delivery, payment, returns and
          assembly.
        </Typography>
      </Box>

      {query.isPending ? (
        <FaqSkeleton />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          title="We could not load the questions."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <FaqList faqs={query.data} />
      )}

      <Box
        component="aside"
        aria-labelledby="faq-more-help"
        sx={{
          mt: { xs: 5, md: 7 },
          p: { xs: 3, md: 4 },
          borderRadius: 2,
          bgcolor: '#FBF3EE',
          border: 1,
          borderColor: '#EEDDD2',
        }}
      >
        <Typography id="faq-more-help" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Still have a question?
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Our customer care team is available {shop.phoneHours}. Call{' '}
          <Box component="a" href={shopPhoneHref} sx={{ color: 'primary.main', fontWeight: 600 }}>
            {shop.phone}
          </Box>{' '}
          or send us a message.
        </Typography>
        <Button component={RouterLink} to={paths.contactUs.getHref()} variant="contained">
          Contact us
        </Button>
      </Box>
    </Container>
  );
}
