import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GridError, GridSkeleton } from '../../../components/grid-states';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useProductCollections } from '../api/get-product-collections';
import type { ProductCollection } from '@shop/shared/contracts/catalogue';
import { ProductCard } from './product-card';

const rowSx = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '62%', sm: '38%', md: '28%', lg: 'calc((100% - 72px) / 4)' },
  gap: { xs: 1.5, sm: 2, md: 3 },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  m: 0,
  p: 0,
  pb: 1.5,
  '& > li': { scrollSnapAlign: 'start' },
} as const;

function CollectionRow({ collection }: { collection: ProductCollection }) {
  const titleId = `collection-${collection._id}`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h3" sx={{ mb: 0.5 }}>
        {collection.name}
      </Typography>
      {collection.description ? (
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
          {collection.description}
        </Typography>
      ) : null}
      <Box component="ul" aria-label={`${collection.name} products`} sx={rowSx}>
        {collection.products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} headingLevel="h4" />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Curated collections, each as a row of its products that scrolls sideways on small screens. */
export function ProductCollections({
  branchId,
  ready = true,
}: {
  branchId: string | null;
  ready?: boolean;
}) {
  const { data, isPending, isError, refetch, isFetching } = useProductCollections(
    { branchId },
    { enabled: ready },
  );

  if (isPending) {
    return (
      <GridSkeleton
        count={4}
        label="Loading collections"
        sx={rowSx}
        heading={<SkeletonBlock sx={{ height: 28, width: 240, mb: 2 }} />}
        item={<SkeletonBlock sx={{ aspectRatio: '3 / 4', borderRadius: 2 }} />}
      />
    );
  }
  if (isError) {
    return (
      <GridError
        message="We could not load the collections right now."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const collections = data.filter((collection) => collection.products.length > 0);
  if (collections.length === 0) {
    return <Typography color="text.secondary">No collections to show yet.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 5, md: 6 } }}>
      {collections.map((collection) => (
        <CollectionRow key={collection._id} collection={collection} />
      ))}
    </Box>
  );
}
