import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { useCategories } from '../../features/catalog/api/get-categories';
import { BranchSelect } from '../../features/catalog/components/branch-select';
import { CategoryBreadcrumbs } from '../../features/catalog/components/category-breadcrumbs';
import { useBranchScope } from '../../features/catalog/hooks/use-branch-scope';
import { useIsAtLeast } from '../../hooks/use-is-mobile';
import type { Category } from '@shop/shared/contracts/catalogue';
import { useProductFacets } from '../../features/product/api/get-product-facets';
import { useProducts } from '../../features/product/api/get-products';
import { CategoryChildren } from '../../features/product/components/category-children';
import { ProductFilterChips } from '../../features/product/components/product-filter-chips';
import {
  ProductFiltersPanel,
  type FilterCategory,
} from '../../features/product/components/product-filters-panel';
import { ProductResults } from '../../features/product/components/product-results';
import { NoResults } from '../../features/catalog/components/no-results';
import {
  PRODUCT_SORTS,
  SORT_LABELS,
  facetsQueryFor,
  hasActiveFilters,
  productsQueryFor,
  useProductFilters,
  type ProductSort,
} from '../../features/product/hooks/use-product-filters';

const PAGE_SIZE = 12;
// Every category of the shop fits in one page of the map (the API's maximum).
const CATEGORY_LIMIT = 100;

const toFilterCategory = (category: Category): FilterCategory => ({
  name: category.name,
  friendlyUrl: category.friendlyUrl,
  children: category.children.map((child) => ({
    name: child.name,
    friendlyUrl: child.friendlyUrl,
  })),
});

function categoryNameMap(categories: readonly Category[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of categories) {
    names.set(category.friendlyUrl, category.name);
    for (const child of category.children) names.set(child.friendlyUrl, child.name);
  }
  return names;
}

export function Component() {
  const { filters, update, toggleCategory, clearAll, hrefForPage, hrefForCategory } =
    useProductFilters();
  const { branchId, ready } = useBranchScope();
  const categoriesQuery = useCategories({ limit: CATEGORY_LIMIT });
  const products = useProducts(productsQueryFor(filters, PAGE_SIZE, branchId), {
    enabled: ready,
  });
  const facets = useProductFacets(facetsQueryFor(filters, branchId), { enabled: ready });
  const theme = useTheme();
  // Not `noSsr`: a server-rendered page hydrates as the server drew it (the phone layout),
  // then takes the screen's; a client navigation measures at once.
  // The server draws the sidebar for any browser but a phone: a desktop's grid does not jump
  // into the sidebar's column and back while the page hydrates.
  const wide = useIsAtLeast(theme.breakpoints.values.md);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  // A new page starts at the top of the results, not wherever the pager was.
  const previousPage = useRef(filters.page);
  useEffect(() => {
    if (previousPage.current === filters.page) return;
    previousPage.current = filters.page;
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [filters.page]);

  const categories = categoriesQuery.data ?? [];
  const names = categoryNameMap(categories);
  const selectedNames = filters.categories.map((url) => names.get(url) ?? url);
  const hasFilters = hasActiveFilters(filters);
  const total = products.data?.total;
  const title = selectedNames.length > 0 ? selectedNames.join(', ') : 'Products';
  // One category: the page is that category's (breadcrumb, heading, its children as filters).
  const [onlyCategory] = filters.categories.length === 1 ? filters.categories : [];
  const heading = onlyCategory ? (names.get(onlyCategory) ?? 'Products') : 'Products';

  const panel = (
    <ProductFiltersPanel
      filters={filters}
      categories={categories.map(toFilterCategory)}
      categoriesLoading={categoriesQuery.isPending}
      onToggleCategory={toggleCategory}
      onPriceChange={update}
      onInStockChange={(inStock) => update({ inStock })}
      onChange={update}
      facets={facets.data}
      branchSlot={<BranchSelect label="Prices and stock at" fullWidth />}
    />
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={filters.search ? `Search: ${filters.search}` : title} />
      <CategoryBreadcrumbs categories={categories} current={onlyCategory ?? null} />
      <Typography variant="h1">{heading}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2, md: 3 } }}>
        {filters.search ? `Results for “${filters.search}”` : 'All our furniture'}
        {selectedNames.length > 0 ? ` in ${selectedNames.join(', ')}` : ''}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          gap: { md: 4 },
          alignItems: 'start',
        }}
      >
        {wide ? (
          <Box
            component="aside"
            aria-labelledby="filters-title"
            sx={{
              position: 'sticky',
              top: 96,
              maxHeight: 'calc(100vh - 112px)',
              overflowY: 'auto',
              pr: 1,
            }}
          >
            <Typography id="filters-title" component="h2" variant="h3" sx={{ mb: 2 }}>
              Filters
            </Typography>
            {panel}
          </Box>
        ) : null}
        <Box ref={resultsRef} sx={{ scrollMarginTop: 120, minWidth: 0 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1.5,
              mb: 2,
            }}
          >
            {wide ? null : (
              <Button
                variant="outlined"
                startIcon={<TuneIcon />}
                onClick={() => setDrawerOpen(true)}
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                aria-controls={drawerOpen ? drawerId : undefined}
              >
                Filters
              </Button>
            )}
            <Typography role="status" sx={{ flex: 1, color: 'text.secondary', minWidth: 120 }}>
              {total === undefined ? '' : `${total} ${total === 1 ? 'product' : 'products'}`}
            </Typography>
            <TextField
              select
              size="small"
              label="Sort by"
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as ProductSort })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              {PRODUCT_SORTS.filter((sort) => sort !== 'relevance' || filters.search).map(
                (sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ),
              )}
            </TextField>
          </Box>
          {onlyCategory ? (
            <CategoryChildren
              parentName={heading}
              options={facets.data?.categories ?? []}
              hrefFor={hrefForCategory}
            />
          ) : null}
          <Box sx={{ mb: 2 }}>
            <ProductFilterChips
              filters={filters}
              categoryNames={names}
              facets={facets.data}
              onChange={update}
              onClearAll={clearAll}
            />
          </Box>
          <ProductResults
            data={products.data}
            isPending={products.isPending}
            isError={products.isError}
            errorMessage={products.error?.message}
            isFetching={products.isFetching}
            isPlaceholderData={products.isPlaceholderData}
            pageSize={PAGE_SIZE}
            hasFilters={hasFilters}
            onRetry={() => void products.refetch()}
            onClearFilters={clearAll}
            hrefForPage={hrefForPage}
            noResultsHelp={<NoResults search={filters.search} />}
          />
        </Box>
      </Box>
      {wide ? null : (
        <Drawer
          id={drawerId}
          anchor="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-modal': true,
              'aria-labelledby': `${drawerId}-title`,
              sx: { width: 340, maxWidth: '90vw' },
            },
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              px: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography id={`${drawerId}-title`} component="h2" variant="h3" sx={{ flex: 1 }}>
              Filters
            </Typography>
            <IconButton onClick={() => setDrawerOpen(false)} aria-label="Close filters" edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>{panel}</Box>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Button variant="contained" fullWidth onClick={() => setDrawerOpen(false)}>
              {total === undefined
                ? 'Show products'
                : `Show ${total} ${total === 1 ? 'product' : 'products'}`}
            </Button>
          </Box>
        </Drawer>
      )}
    </Container>
  );
}
