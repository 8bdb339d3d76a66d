import { orderListQuerySchema } from '@shop/shared/admin/orders';
import { PrintInvoicesButton } from '../../../features/order-documents-admin/components/order-documents-buttons';
import { BulkProcessingButton } from '../../../features/orders-admin/components/bulk-processing-button';
import { ExportOrdersButton } from '../../../features/orders-admin/components/export-orders-button';
import { OrdersFilters } from '../../../features/orders-admin/components/orders-filters';
import { OrdersGrid } from '../../../features/orders-admin/components/orders-grid';
import { useListSearch } from '../../../hooks/use-list-search';
import { ConsolePage } from './console-page';

/**
 * Every order: filters and search in the URL, bulk moves and invoice printing, and the CSV for
 * the accountant.
 */
export function Component() {
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
            <PrintInvoicesButton orderIds={ids} />
          </>
        )}
      />
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
