import Box from '@mui/material/Box';
import { ShopFinder } from './shop-finder';

/**
 * Under the listing's "No matching results found": another search and the categories, so a
 * search or a set of filters that matched nothing is never the end of the visit.
 */
export function NoResults({ search }: { search?: string }) {
  return (
    <Box sx={{ mt: { xs: 3, md: 4 } }}>
      <ShopFinder key={search ?? ''} initialSearch={search} />
    </Box>
  );
}
