import Typography from '@mui/material/Typography';
import { useFeaturedProducts } from '../api/get-featured-products';
import { GridError } from '../../../components/grid-states';
import { FIRST_SCREEN_CARDS, ProductGrid, ProductGridSkeleton } from './product-grid';

const FEATURED_LIMIT = 8;

/** The home page's featured products, priced and stocked for the selected branch. */
export function FeaturedProducts({
  branchId,
  ready = true,
}: {
  branchId: string | null;
  ready?: boolean;
}) {
  const { data, isPending, isError, refetch, isFetching } = useFeaturedProducts(
    {
      limit: FEATURED_LIMIT,
      branchId,
    },
    { enabled: ready },
  );

  if (isPending) {
    return <ProductGridSkeleton count={4} label="Loading featured products" />;
  }
  if (isError) {
    return (
      <GridError
        message="We could not load the featured products right now."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.length === 0) {
    return <Typography color="text.secondary">No featured products right now.</Typography>;
  }
  // The first row is on a phone's first screen, under the hero.
  return <ProductGrid products={data} eagerImages={FIRST_SCREEN_CARDS} />;
}
