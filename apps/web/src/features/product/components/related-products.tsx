import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RELATED_LIMIT, useRelatedProducts } from '../api/get-related-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** Same categories first, then similar pieces; hidden when there are none or they fail. */
export function RelatedProducts({
  productId,
  branchId,
}: {
  productId: string;
  branchId: string | null;
}) {
  const { data, isPending, isError } = useRelatedProducts({
    productId,
    limit: RELATED_LIMIT,
    branchId,
  });
  if (isError || (data && data.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="related-title">
      <Typography id="related-title" variant="h2" sx={{ mb: 3 }}>
        You may also like
      </Typography>
      {isPending ? (
        <ProductGridSkeleton count={RELATED_LIMIT} label="Loading related products" />
      ) : (
        <ProductGrid products={data} />
      )}
    </Box>
  );
}
