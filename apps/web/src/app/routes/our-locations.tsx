import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';
import { useNoticesStore } from '../../components/notifications/notices-store';
import { useBranches } from '../../features/catalog/api/get-branches';
import { useBranchStore } from '../../features/catalog/stores/branch';
import { useBranchScope } from '../../features/catalog/hooks/use-branch-scope';
import { EmptyState, ErrorState } from '../../features/content/components/content-states';
import {
  LocationCard,
  LocationCardSkeleton,
  parseShopLocation,
} from '../../features/content/components/location-card';

const gridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

export function Component() {
  const branches = useBranches();
  const { branchId: selectedBranchId } = useBranchScope();
  const setBranch = useBranchStore((state) => state.setBranch);
  const pushToast = useNoticesStore((state) => state.pushToast);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Our Locations" />
      <Box component="header" sx={{ mb: { xs: 3, md: 5 }, maxWidth: 760 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
          Our Locations
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: { md: '1.1rem' } }}>
          Visit a showroom to see, sit on and measure our furniture. Your branch sets the stock you
          see in the shop and where you can pick up your orders.
        </Typography>
      </Box>

      {branches.isPending ? (
        <Box role="status" aria-label="Loading our showrooms" sx={gridSx}>
          {[0, 1, 2, 3].map((index) => (
            <LocationCardSkeleton key={index} />
          ))}
        </Box>
      ) : branches.isError ? (
        <ErrorState
          error={branches.error}
          title="We could not load our showrooms."
          onRetry={() => void branches.refetch()}
        />
      ) : branches.data.length === 0 ? (
        <EmptyState title="No showrooms are listed yet." />
      ) : (
        <Box sx={gridSx}>
          {branches.data.map((branch) => {
            const location = parseShopLocation(branch);
            if (!location) return null;
            return (
              <LocationCard
                key={branch._id}
                location={location}
                selected={selectedBranchId === branch._id}
                onSelect={() => {
                  setBranch(branch);
                  pushToast({ msg: `${branch.name} is now your branch.`, color: 'success' });
                }}
              />
            );
          })}
        </Box>
      )}
    </Container>
  );
}
