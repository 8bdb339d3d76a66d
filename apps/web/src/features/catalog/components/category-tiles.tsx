import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GridError, GridSkeleton } from '../../../components/grid-states';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';
import type { Category } from '@shop/shared/contracts/catalogue';

const TILE_LIMIT = 12;
// Category images are 2:1 illustrations.
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 300;

const gridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

function CategoryTile({ category }: { category: Category }) {
  return (
    <Box
      component={RouterLink}
      to={paths.products.getHref({ categories: [category.friendlyUrl] })}
      sx={{
        display: 'block',
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 4 },
        '&:hover img': { transform: 'scale(1.03)' },
      }}
    >
      <Box sx={{ aspectRatio: '2 / 1', overflow: 'hidden', bgcolor: '#F1ECE6' }}>
        {category.image ? (
          <Box
            component="img"
            src={category.image}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
            sx={{
              display: 'block',
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              transition: 'transform 300ms',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          />
        ) : null}
      </Box>
      <Typography component="h3" sx={{ fontWeight: 600, px: 2, py: 1.5 }}>
        {category.name}
      </Typography>
    </Box>
  );
}

/** The home page's category grid, straight from the categories API. */
export function CategoryTiles() {
  const { data, isPending, isError, refetch, isFetching } = useCategories({ limit: TILE_LIMIT });

  if (isPending) {
    return (
      <GridSkeleton
        count={6}
        label="Loading categories"
        sx={gridSx}
        item={
          <>
            <SkeletonBlock sx={{ aspectRatio: '2 / 1', borderRadius: 2 }} />
            <SkeletonBlock sx={{ height: 20, width: '60%', mt: 1.5 }} />
          </>
        }
      />
    );
  }

  if (isError) {
    return (
      <GridError
        message="We could not load the categories right now."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  if (data.length === 0) {
    return <Typography color="text.secondary">No categories to show yet.</Typography>;
  }

  return (
    <Box component="ul" sx={gridSx}>
      {data.map((category) => (
        <li key={category._id}>
          <CategoryTile category={category} />
        </li>
      ))}
    </Box>
  );
}
