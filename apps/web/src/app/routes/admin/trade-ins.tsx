import { tradeInListQuerySchema, type AdminTradeIn } from '@shop/shared/admin/trade-ins';
import { useCallback, useState } from 'react';
import { useCancelTradeIn } from '../../../features/trade-ins-admin/api/cancel-trade-in';
import { CancelTradeInDialog } from '../../../features/trade-ins-admin/components/cancel-trade-in-dialog';
import { SearchAndStatusFilters } from '../../../components/admin/search-and-status-filters';
import { TRADE_IN_CREDIT_STATUS_LABELS } from '@shop/shared/admin/trade-ins';
import { TradeInsGrid } from '../../../features/trade-ins-admin/components/trade-ins-grid';
import { useListSearch } from '../../../hooks/use-list-search';
import { ConsolePage } from './console-page';
import { useConsoleToast } from './console-toast';

/** Trade-in credits customers accepted: staff cancel one whose item did not match at pickup. */
export function Component() {
  const { query, update } = useListSearch(tradeInListQuerySchema);
  const { pushToast, toast } = useConsoleToast();
  const [cancelling, setCancelling] = useState<AdminTradeIn | null>(null);
  const cancel = useCancelTradeIn();
  const onCancel = useCallback((tradeIn: AdminTradeIn) => setCancelling(tradeIn), []);

  return (
    <ConsolePage
      title="Trade-in credits"
      description="Credits customers accepted for their old furniture. Each is a one-use code for their account; the courier collects the old item with the order. Cancel a credit when the item does not match at pickup."
    >
      <SearchAndStatusFilters
        searchLabel="Search code, customer name or e-mail"
        statusLabels={TRADE_IN_CREDIT_STATUS_LABELS}
        query={query}
        onChange={update}
      />
      <TradeInsGrid query={query} onQueryChange={update} onCancel={onCancel} />
      <CancelTradeInDialog
        tradeIn={cancelling}
        onClose={() => setCancelling(null)}
        onCancelCredit={async (reason) => {
          const code = cancelling!.code;
          await cancel.mutateAsync({ id: cancelling!.id, reason });
          pushToast({ msg: `${code} is cancelled: it can no longer be used.`, color: 'success' });
        }}
      />
      {toast}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
