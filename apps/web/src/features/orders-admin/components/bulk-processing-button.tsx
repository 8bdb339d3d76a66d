import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { BulkOrderResult } from '@shop/shared/admin/orders';
import { useId, useState } from 'react';
import { useBulkMoveOrders } from '../api/bulk-move-orders';

export interface BulkProcessingButtonProps {
  orderIds: string[];
  /** Called once the moves are done (the selection can be cleared). */
  onDone: () => void;
}

/** "Mark processing" for the ticked orders: asks first, then says which moved and which not. */
export function BulkProcessingButton({ orderIds, onDone }: BulkProcessingButtonProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<BulkOrderResult | null>(null);
  const bulk = useBulkMoveOrders();
  const close = () => {
    if (result) onDone();
    setOpen(false);
    setResult(null);
    bulk.reset();
  };
  const refused = result?.results.filter((entry) => !entry.ok) ?? [];
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Mark processing
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>Mark {orderIds.length} order(s) as processing</DialogTitle>
        <DialogContent>
          {result ? (
            <>
              <Alert severity={refused.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
                {result.moved} moved to processing, {result.refused} refused.
              </Alert>
              {refused.length ? (
                <List dense aria-label="Refused orders">
                  {refused.map((entry) => (
                    <ListItem key={entry.orderId} disableGutters>
                      <ListItemText
                        primary={entry.orderNumber ?? entry.orderId}
                        secondary={entry.message}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : null}
            </>
          ) : (
            <DialogContentText>
              Each order moves on its own; an order whose status does not allow it is left as it is.
              Each customer is e-mailed.
            </DialogContentText>
          )}
          {bulk.error ? (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {bulk.error.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          {result ? (
            <Button onClick={close}>Close</Button>
          ) : (
            <>
              <Button onClick={close}>Cancel</Button>
              <Button
                variant="contained"
                disabled={bulk.isPending}
                onClick={() =>
                  bulk.mutate({ orderIds, status: 'processing' }, { onSuccess: setResult })
                }
              >
                {bulk.isPending ? 'Moving…' : 'Mark processing'}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
