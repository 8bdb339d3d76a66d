import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { AdminDiscountDetail } from '@shop/shared/admin/discounts';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useDiscount } from '../api/get-discount';
import { DiscountForm } from './discount-form';

export interface DiscountDialogProps {
  open: boolean;
  /** The code to edit (its page is loaded first); null: a new code. */
  discountId: string | null;
  onClose: () => void;
  onSaved: (discount: AdminDiscountDetail) => void;
}

/** A new code, or the edit of one, in a dialog that asks before dropping unsaved changes. */
export function DiscountDialog({ open, discountId, onClose, onSaved }: DiscountDialogProps) {
  const existing = useDiscount(open ? discountId : null);
  return (
    <FormDialog
      title={discountId ? `Edit ${existing.data?.code ?? 'discount code'}` : 'New discount code'}
      open={open}
      onClose={onClose}
      maxWidth="md"
    >
      {({ onDirtyChange, requestClose, markSaved }) => {
        if (discountId && existing.isError) {
          return <Alert severity="error">{existing.error.message}</Alert>;
        }
        if (discountId && !existing.data) {
          return <CircularProgress aria-label="Loading the discount code" />;
        }
        return (
          <DiscountForm
            onSaved={(saved) => {
              markSaved();
              onSaved(saved);
            }}
            onCancel={requestClose}
            onDirtyChange={onDirtyChange}
            discount={existing.data}
          />
        );
      }}
    </FormDialog>
  );
}
