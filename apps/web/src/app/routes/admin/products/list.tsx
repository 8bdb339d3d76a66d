import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { adminProductsQuerySchema } from '@shop/shared/admin/product';
import { Link, useNavigate } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths';
import { ProductFilters } from '../../../../features/products-admin/components/product-filters';
import { ProductGrid } from '../../../../features/products-admin/components/product-grid';
import { useListSearch } from '../../../../hooks/use-list-search';
import { ConsolePage } from '../console-page';

/** The catalogue's products: search, filter, open one, or start a new one. */
export function Component() {
  const { query, update } = useListSearch(adminProductsQuerySchema);
  const navigate = useNavigate();
  return (
    <ConsolePage
      title="Products"
      description="What the shop sells: details, variants, prices and photos."
      actions={
        <Button
          component={Link}
          to={adminPaths.productNew.getHref()}
          variant="contained"
          startIcon={<AddIcon />}
        >
          New product
        </Button>
      }
    >
      <ProductFilters query={query} onChange={update} />
      <ProductGrid
        query={query}
        onQueryChange={update}
        onOpen={(product) => void navigate(adminPaths.product.getHref(product._id))}
      />
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../route-states';
