import { stockMovementsQuerySchema } from '@shop/shared/admin/stock';
import { BackLink } from '../../../components/back-link';
import { adminPaths } from '../../../config/admin-paths';
import { StockMovementsFilters } from '../../../features/stock/components/stock-movements-filters';
import { StockMovementsGrid } from '../../../features/stock/components/stock-movements-grid';
import { useListSearch } from '../../../hooks/use-list-search';
import { useStockMovements } from '../../../features/stock/api/get-stock-movements';
import { ConsolePage } from './console-page';

/** The stock ledger: every sale, cancellation, return and staff change, newest first. */
export function Component() {
  const { query, update } = useListSearch(stockMovementsQuerySchema);
  const first = useStockMovements(query).data?.data[0];
  const variant = query.variantId && first ? `${first.productName} (${first.sku})` : null;
  return (
    <ConsolePage
      title={variant ? `Stock ledger: ${variant}` : 'Stock ledger'}
      description="Every change of units: who, when, why, and the count before and after."
    >
      <BackLink to={adminPaths.stock.getHref()}>Back to stock</BackLink>
      <StockMovementsFilters query={query} onChange={update} />
      <StockMovementsGrid query={query} onQueryChange={update} />
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
