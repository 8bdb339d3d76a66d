import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductsPage } from '../api/get-products';
import { NO_MATCHES_TEXT } from '../texts';
import { EmptyPanel, GridError, GridMessage } from '../../../components/grid-states';
import { ListPagination } from '../../../components/list-pagination';
import { FIRST_SCREEN_CARDS, ProductGrid, ProductGridSkeleton } from './product-grid';

const COLUMNS = { xs: 2, md: 2, lg: 3, xl: 4 } as const;

export interface ProductResultsProps {
  data: ProductsPage | undefined;
  isPending: boolean;
  isError: boolean;
  errorMessage?: string;
  isFetching: boolean;
  isPlaceholderData: boolean;
  pageSize: number;
  hasFilters: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  hrefForPage: (page: number) => string;
  /** Shown under the empty state: the way on (a search, the categories) the route composes. */
  noResultsHelp?: ReactNode;
}

/** The listing's grid with its loading, error, empty and paging states. */
export function ProductResults({
  data,
  isPending,
  isError,
  errorMessage,
  isFetching,
  isPlaceholderData,
  pageSize,
  hasFilters,
  onRetry,
  onClearFilters,
  hrefForPage,
  noResultsHelp,
}: ProductResultsProps) {
  if (isPending) {
    return <ProductGridSkeleton count={pageSize} columns={COLUMNS} />;
  }
  if (isError || !data) {
    return (
      <GridError
        message={errorMessage || 'We could not load the products right now.'}
        onRetry={onRetry}
        retrying={isFetching}
      />
    );
  }
  if (data.items.length === 0 && data.page > 1) {
    return (
      <GridMessage>
        <Typography>This page has no products. The list may have changed.</Typography>
        <Button component={RouterLink} to={hrefForPage(1)} variant="outlined" size="small">
          Go to the first page
        </Button>
      </GridMessage>
    );
  }
  if (data.items.length === 0) {
    return (
      <>
        <EmptyPanel
          icon={<SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
          title={NO_MATCHES_TEXT}
          hint={
            hasFilters
              ? 'Try removing a filter or widening the price range.'
              : 'Try another word, or browse our categories.'
          }
          action={
            hasFilters ? (
              <Button variant="contained" onClick={onClearFilters}>
                Clear all filters
              </Button>
            ) : null
          }
          sx={{ py: { xs: 6, md: 10 } }}
        />
        {noResultsHelp}
      </>
    );
  }
  return (
    <>
      <ProductGrid
        products={data.items}
        columns={COLUMNS}
        headingLevel="h2"
        label="Products"
        busy={isFetching && isPlaceholderData}
        eagerImages={FIRST_SCREEN_CARDS}
      />
      <ListPagination
        page={data.page}
        total={data.total}
        limit={data.limit}
        hrefForPage={hrefForPage}
      />
    </>
  );
}
