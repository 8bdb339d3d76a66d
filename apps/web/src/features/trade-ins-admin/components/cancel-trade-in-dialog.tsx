import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatPeso } from '@shop/shared';
import { fieldErrorsFromIssues } from '@shop/shared/api';
import { cancelTradeInSchema, type AdminTradeIn } from '@shop/shared/admin/trade-ins';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../lib/admin-api';

export interface CancelTradeInDialogProps {
  tradeIn: AdminTradeIn | null;
  onCancelCredit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks why a credit is cancelled (the item did not match at pickup); the reason is kept with
 * the credit and in the activity log. The server refuses a credit an order already used.
 */
export function CancelTradeInDialog({
  tradeIn,
  onCancelCredit,
  onClose,
}: CancelTradeInDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setError(undefined);
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelTradeInSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsFromIssues(parsed.error.issues).reason);
      return;
    }
    setBusy(true);
    try {
      await onCancelCredit(parsed.data.reason);
      close();
    } catch (caught) {
      setError(fieldErrors(caught).reason);
      setFailure(caught instanceof Error ? caught.message : 'The credit could not be cancelled.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={tradeIn !== null}
      onClose={close}
      aria-labelledby="cancel-trade-in-title"
      aria-describedby="cancel-trade-in-text"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="cancel-trade-in-title">
          Cancel the credit {tradeIn?.code ?? ''}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-trade-in-text" sx={{ mb: 2 }}>
            {tradeIn
              ? `${tradeIn.customer.name} can no longer use the ${formatPeso(tradeIn.credit)} credit for their ${tradeIn.item.bodyTypeLabel.toLowerCase()} (${tradeIn.item.brand} ${tradeIn.item.subModel}, bought ${tradeIn.item.year}).`
              : null}
          </DialogContentText>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            label="Reason"
            required
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={
              error ??
              'For example: the item at pickup was not the one valued. Kept with the credit and in the activity log.'
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Keep the credit
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            Cancel credit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
