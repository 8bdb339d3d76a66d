import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';
import { getProductQueryOptions } from '../api/get-product';
import { useRecentlyViewedStore, viewedExcept } from '../stores/recently-viewed';
import { ProductCard } from './product-card';
import { SECTION_HEADER_SX } from '../../../components/section-header-sx';

const rowSx = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '44%', sm: '30%', md: '22%', lg: 'calc((100% - 5 * 24px) / 6)' },
  gap: { xs: 1.5, sm: 2, md: 3 },
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  listStyle: 'none',
  m: 0,
  p: 0,
  pb: 1,
  '& > li': { scrollSnapAlign: 'start' },
} as const;

export interface RecentlyViewedProps {
  /** The product on screen, left out of its own row. */
  currentProductId?: string | null;
  /** Prices and stock are for this branch. */
  branchId: string | null;
  ready?: boolean;
}

/**
 * The products this browser viewed last, newest first, as a scrolling row of cards. Only ids are
 * stored: each card is read fresh from the catalogue (the product page's own query, so a product
 * already opened costs nothing), and products the shop no longer lists simply drop out.
 */
export function RecentlyViewed({ currentProductId, branchId, ready = true }: RecentlyViewedProps) {
  const entries = useRecentlyViewedStore((state) => state.entries);
  const clearEntries = useRecentlyViewedStore((state) => state.clear);
  const headingId = useId();
  // The row, and the button with it, goes away: keep keyboard focus on the page, not the body.
  const clear = () => {
    clearEntries();
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  const shown = viewedExcept(entries, currentProductId);
  const products = useQueries({
    queries: shown.map((entry) => ({
      ...getProductQueryOptions({ idOrFriendlyUrl: entry.id, branchId }),
      enabled: ready,
      staleTime: 60_000,
      retry: false,
    })),
  });

  const loaded = products.flatMap((query) => (query.data ? [query.data] : []));
  const stillLoading = products.some((query) => query.isPending && ready);
  if (shown.length === 0 || (loaded.length === 0 && !stillLoading)) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={SECTION_HEADER_SX}>
        <Typography id={headingId} variant="h2">
          Recently viewed
        </Typography>
        <Button onClick={clear} aria-label="Clear recently viewed products" sx={{ flexShrink: 0 }}>
          Clear
        </Button>
      </Box>
      <Box
        component="ul"
        aria-labelledby={headingId}
        aria-busy={stillLoading || undefined}
        sx={rowSx}
      >
        {loaded.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
