import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { stockListQuerySchema, type StockRow } from '@shop/shared/admin/stock';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { adminPaths } from '../../../config/admin-paths';
import { AdjustStockForm } from '../../../features/stock/components/adjust-stock-form';
import { StockFilters } from '../../../features/stock/components/stock-filters';
import { FormDialog } from '../../../components/admin/form-dialog';
import { StockGrid, type StockAction } from '../../../features/stock/components/stock-grid';
import { ThresholdForm } from '../../../features/stock/components/threshold-form';
import { TransferStockForm } from '../../../features/stock/components/transfer-stock-form';
import { useListSearch } from '../../../hooks/use-list-search';
import { ConsolePage } from './console-page';

type Open = { action: Exclude<StockAction, 'movements'>; row: StockRow } | null;

const TITLES = {
  adjust: 'Adjust stock',
  transfer: 'Transfer between branches',
  threshold: 'Low-stock threshold',
} as const;

/** Stock per variant and branch: adjust, transfer, set the low-stock threshold, read the ledger. */
export function Component() {
  const { query, update } = useListSearch(stockListQuerySchema);
  const navigate = useNavigate();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const [open, setOpen] = useState<Open>(null);
  const [shown, setShown] = useState<Open>(null);

  const onAction = useCallback(
    (action: StockAction, row: StockRow) => {
      if (action === 'movements') {
        void navigate(
          adminPaths.stockMovements.getHref({ variantId: row.variantId, branchId: row.branchId }),
        );
        return;
      }
      setOpen({ action, row });
      setShown({ action, row });
    },
    [navigate],
  );
  const close = () => setOpen(null);
  const toast = (msg: string) => pushToast({ msg, color: 'success' });

  return (
    <ConsolePage
      title="Stock"
      description="Units per variant and branch: on hand, reserved by open orders, and available to sell."
      actions={
        <Button
          component={Link}
          to={adminPaths.stockMovements.getHref()}
          variant="outlined"
          startIcon={<HistoryIcon />}
        >
          Stock ledger
        </Button>
      }
    >
      <StockFilters query={query} onChange={update} />
      <StockGrid query={query} onQueryChange={update} onAction={onAction} />
      <FormDialog title={shown ? TITLES[shown.action] : ''} open={open !== null} onClose={close}>
        {({ onDirtyChange, requestClose, done }) => {
          if (!shown) return null;
          const { row } = shown;
          if (shown.action === 'adjust') {
            return (
              <AdjustStockForm
                row={row}
                onDirtyChange={onDirtyChange}
                onCancel={requestClose}
                onAdjusted={({ movements }) => {
                  done();
                  const [moved] = movements;
                  toast(
                    moved
                      ? `${row.sku} at ${row.branchName}: ${moved.quantityBefore} → ${moved.quantityAfter} available.`
                      : `${row.sku} at ${row.branchName}: the count was already right.`,
                  );
                }}
              />
            );
          }
          if (shown.action === 'transfer') {
            return (
              <TransferStockForm
                row={row}
                onDirtyChange={onDirtyChange}
                onCancel={requestClose}
                onTransferred={({ movements }) => {
                  done();
                  const into = movements.find((entry) => entry.reason === 'transfer_in');
                  toast(
                    `${into ? into.delta : ''} unit(s) of ${row.sku} moved to ${into?.branchName ?? 'the other branch'}.`,
                  );
                }}
              />
            );
          }
          return (
            <ThresholdForm
              row={row}
              onDirtyChange={onDirtyChange}
              onCancel={requestClose}
              onSaved={(threshold) => {
                done();
                toast(`${row.sku} is low at ${threshold} available or fewer.`);
              }}
            />
          );
        }}
      </FormDialog>
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
