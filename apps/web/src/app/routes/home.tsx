import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { PageTitle } from '../../components/page-title';
import { ShellButton } from '../../components/shell-button';
import { lazySection } from '../../lib/lazy-section';
import { paths } from '../../config/paths';
import { useBranchScope } from '../../features/catalog/hooks/use-branch-scope';
import { HomeHero } from '../../features/content/components/home-hero';
import { SkeletonBlock } from '../../components/skeleton-block';
import { SECTION_HEADER_SX } from '../../components/section-header-sx';

// Everything below the hero loads its code beside the first paint rather than in it.
const FeaturedProducts = lazySection('home/featured-products', () =>
  import('../../features/product/components/featured-products').then(
    (module) => module.FeaturedProducts,
  ),
);
const CategoryTiles = lazySection('home/category-tiles', () =>
  import('../../features/catalog/components/category-tiles').then((module) => module.CategoryTiles),
);
const ProductCollections = lazySection('home/product-collections', () =>
  import('../../features/product/components/product-collections').then(
    (module) => module.ProductCollections,
  ),
);
// Shown only to a browser with a viewing history; its code and store stay out of the first load.
const RecentlyViewed = lazySection('home/recently-viewed', () =>
  import('../../features/product/components/recently-viewed').then(
    (module) => module.RecentlyViewed,
  ),
);

/** Holds the sections' place while their code arrives, so the page does not jump. */
function SectionFallback({
  label,
  shape = '3 / 4',
  count = 4,
}: {
  label: string;
  shape?: string;
  count?: number;
}) {
  return (
    <Box
      role="status"
      aria-label={label}
      aria-busy="true"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2, md: 3 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <SkeletonBlock key={index} sx={{ aspectRatio: shape, borderRadius: 2 }} />
      ))}
    </Box>
  );
}

export function Component() {
  const { branchId, ready } = useBranchScope();
  return (
    <>
      <PageTitle />
      <HomeHero />
      <Container
        maxWidth="xl"
        component="section"
        aria-labelledby="home-featured-title"
        sx={{ pt: { xs: 5, md: 8 } }}
      >
        <Box sx={SECTION_HEADER_SX}>
          <Typography id="home-featured-title" variant="h2">
            Featured products
          </Typography>
          <ShellButton to={paths.products.getHref()} sx={{ flexShrink: 0 }}>
            View all products
          </ShellButton>
        </Box>
        <Suspense fallback={<SectionFallback label="Loading featured products" />}>
          <FeaturedProducts branchId={branchId} ready={ready} />
        </Suspense>
      </Container>
      <Suspense fallback={null}>
        <Container maxWidth="xl" sx={{ pt: { xs: 5, md: 8 }, '&:empty': { display: 'none' } }}>
          <RecentlyViewed branchId={branchId} ready={ready} />
        </Container>
      </Suspense>
      <Container
        maxWidth="xl"
        component="section"
        aria-labelledby="home-categories-title"
        sx={{ pt: { xs: 5, md: 8 } }}
      >
        <Typography id="home-categories-title" variant="h2" sx={{ mb: 3 }}>
          Shop by category
        </Typography>
        <Suspense fallback={<SectionFallback label="Loading categories" shape="2 / 1" count={6} />}>
          <CategoryTiles />
        </Suspense>
      </Container>
      <Container
        maxWidth="xl"
        component="section"
        aria-labelledby="home-collections-title"
        sx={{ py: { xs: 5, md: 8 } }}
      >
        <Typography id="home-collections-title" variant="h2" sx={{ mb: 3 }}>
          Collections
        </Typography>
        <Suspense fallback={<SectionFallback label="Loading collections" />}>
          <ProductCollections branchId={branchId} ready={ready} />
        </Suspense>
      </Container>
    </>
  );
}
