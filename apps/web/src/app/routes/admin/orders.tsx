import { orderListQuerySchema } from '@shop/shared/admin/orders';
import type { ReactNode } from 'react';
import { BulkProcessingButton } from '../../../features/orders-admin/components/bulk-processing-button';
import { ExportOrdersButton } from '../../../features/orders-admin/components/export-orders-button';
import { OrdersFilters } from '../../../features/orders-admin/components/orders-filters';
import { OrdersGrid } from '../../../features/orders-admin/components/orders-grid';
import { useListSearch } from '../../../hooks/use-list-search';
import { ConsolePage } from './console-page';

export interface OrdersScreenProps {
  /** More actions on the ticked orders (e.g. printing their invoices), after "Mark processing". */
  renderBulkActions?: (selectedIds: string[]) => ReactNode;
}

/** Every order: filters and search in the URL, bulk moves, and the CSV for the accountant. */
export function OrdersScreen({ renderBulkActions }: OrdersScreenProps) {
  const { query, update } = useListSearch(orderListQuerySchema);
  return (
    <ConsolePage
      title="Orders"
      description="Every order of the shop: find one, open it to move it along, or act on several at once."
      actions={<ExportOrdersButton query={query} />}
    >
      <OrdersFilters query={query} onChange={update} />
      <OrdersGrid
        query={query}
        onQueryChange={update}
        renderBulkActions={(ids, clear) => (
          <>
            <BulkProcessingButton orderIds={ids} onDone={clear} />
            {renderBulkActions?.(ids)}
          </>
        )}
      />
    </ConsolePage>
  );
}

export function Component() {
  return <OrdersScreen />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
