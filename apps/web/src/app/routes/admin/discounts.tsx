import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { discountListQuerySchema, type AdminDiscount } from '@shop/shared/admin/discounts';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import {
  useChangeDiscount,
  type DiscountAction,
} from '../../../features/discounts-admin/api/change-discount';
import { DiscountDetailsDialog } from '../../../features/discounts-admin/components/discount-details-dialog';
import { DiscountDialog } from '../../../features/discounts-admin/components/discount-dialog';
import { SearchAndStatusFilters } from '../../../components/admin/search-and-status-filters';
import { DISCOUNT_STATUS_LABELS } from '@shop/shared/admin/discounts';
import {
  DiscountsGrid,
  type DiscountRowAction,
} from '../../../features/discounts-admin/components/discounts-grid';
import { ConsolePage } from './console-page';
import { useConsoleToast } from './console-toast';

/** The form's state: closed, a new code, or the edit of one. */
type Editing = { id: string | null } | null;
type Pending = { action: DiscountAction; discount: AdminDiscount } | null;

const CONFIRM: Record<
  DiscountAction,
  (code: string) => { title: string; message: string; label: string; done: string }
> = {
  pause: (code) => ({
    title: `Pause ${code}?`,
    message: 'Checkout refuses the code from the next price until you resume it.',
    label: 'Pause',
    done: `${code} is paused.`,
  }),
  resume: (code) => ({
    title: `Resume ${code}?`,
    message: 'Customers can use the code again within its dates and limits.',
    label: 'Resume',
    done: `${code} is active again.`,
  }),
  expire: (code) => ({
    title: `End ${code} now?`,
    message: 'The code ends at once and cannot be used any more. Its uses and figures stay.',
    label: 'End now',
    done: `${code} has ended.`,
  }),
};

/** Discount codes: the list with figures, create and edit, pause, resume and end now. */
export function Component() {
  const { query, update } = useListSearch(discountListQuerySchema);
  const { pushToast, toast } = useConsoleToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const change = useChangeDiscount();

  const onAction = useCallback((action: DiscountRowAction, discount: AdminDiscount) => {
    if (action === 'details') setViewing(discount.id);
    else if (action === 'edit') setEditing({ id: discount.id });
    else setPending({ action, discount });
  }, []);

  const confirm = pending ? CONFIRM[pending.action](pending.discount.code) : null;
  const run = async () => {
    if (!pending || !confirm) return;
    try {
      await change.mutateAsync({ id: pending.discount.id, action: pending.action });
      pushToast({ msg: confirm.done, color: 'success' });
    } catch (failure) {
      pushToast({ msg: (failure as Error).message, color: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <ConsolePage
      title="Discount codes"
      description="Codes customers enter at checkout: their rules, uses, revenue and discount given."
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ id: null })}
        >
          New code
        </Button>
      }
    >
      <SearchAndStatusFilters
        searchLabel="Search code or description"
        statusLabels={DISCOUNT_STATUS_LABELS}
        query={query}
        onChange={update}
      />
      <DiscountsGrid query={query} onQueryChange={update} onAction={onAction} />
      <DiscountDialog
        open={editing !== null}
        discountId={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          pushToast({
            msg: editing?.id ? `${saved.code} is saved.` : `${saved.code} is created.`,
            color: 'success',
          });
          setEditing(null);
        }}
      />
      <DiscountDetailsDialog discountId={viewing} onClose={() => setViewing(null)} />
      {pending && confirm ? (
        <ConfirmDialog
          open
          title={confirm.title}
          message={confirm.message}
          confirmLabel={confirm.label}
          cancelLabel="Cancel"
          onCancel={() => setPending(null)}
          onConfirm={() => void run()}
        />
      ) : null}
      {toast}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
