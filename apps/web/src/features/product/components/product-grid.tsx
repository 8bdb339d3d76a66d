import Box from '@mui/material/Box';
import { GridSkeleton } from '../../../components/grid-states';
import { SkeletonBlock } from '../../../components/skeleton-block';
import type { ProductListItem } from '@shop/shared/contracts/catalogue';
import { ProductCard, type ProductCardProps } from './product-card';

type Columns = { xs: number; sm?: number; md?: number; lg?: number };

const columnsSx = (columns: Columns) =>
  Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [
      breakpoint,
      `repeat(${count}, minmax(0, 1fr))`,
    ]),
  );

const DEFAULT_COLUMNS: Columns = { xs: 2, md: 3, lg: 4 };

const listSx = (columns: Columns) => ({
  display: 'grid',
  gap: { xs: 1.5, sm: 2, md: 3 },
  gridTemplateColumns: columnsSx(columns),
  listStyle: 'none',
  m: 0,
  p: 0,
});

export interface ProductGridProps {
  products: readonly ProductListItem[];
  columns?: Columns;
  headingLevel?: ProductCardProps['headingLevel'];
  label?: string;
  busy?: boolean;
  /** How many cards from the start load their photo at once: those on the first screen. */
  eagerImages?: number;
}

/** Cards a first screen shows: two rows on a phone, one row on a desktop. */
export const FIRST_SCREEN_CARDS = 4;

export function ProductGrid({
  products,
  columns = DEFAULT_COLUMNS,
  headingLevel,
  label,
  busy = false,
  eagerImages = 0,
}: ProductGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      sx={{
        ...listSx(columns),
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            eagerImage={index < eagerImages}
          />
        </li>
      ))}
    </Box>
  );
}

/** The grid's shape while the products load, so nothing moves when they arrive. */
export function ProductGridSkeleton({
  count,
  columns = DEFAULT_COLUMNS,
  label = 'Loading products',
}: {
  count: number;
  columns?: Columns;
  label?: string;
}) {
  return (
    <GridSkeleton
      count={count}
      label={label}
      sx={listSx(columns)}
      item={
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
          <SkeletonBlock sx={{ aspectRatio: '1 / 1', borderRadius: 0 }} />
          <Box sx={{ p: 2 }}>
            <SkeletonBlock sx={{ height: 14, width: '40%', mb: 1 }} />
            <SkeletonBlock sx={{ height: 18, width: '85%', mb: 1 }} />
            <SkeletonBlock sx={{ height: 18, width: '50%' }} />
          </Box>
        </Box>
      }
    />
  );
}
