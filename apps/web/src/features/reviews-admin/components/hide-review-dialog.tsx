import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { hideReviewSchema, type AdminReview } from '@shop/shared/reviews';
import { fieldErrorsFromIssues } from '@shop/shared/api';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../lib/admin-api';

export interface HideReviewDialogProps {
  review: AdminReview | null;
  onHide: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why a review is hidden (the reason is kept and logged), then hides it. */
export function HideReviewDialog({ review, onHide, onClose }: HideReviewDialogProps) {
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
    const parsed = hideReviewSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsFromIssues(parsed.error.issues).reason);
      return;
    }
    setBusy(true);
    try {
      await onHide(parsed.data.reason);
      close();
    } catch (caught) {
      setError(fieldErrors(caught).reason);
      setFailure(caught instanceof Error ? caught.message : 'The review could not be hidden.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={review !== null} onClose={close} aria-labelledby="hide-review-title" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="hide-review-title">Hide this review?</DialogTitle>
        <DialogContent>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField
            label="Reason"
            required
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'Kept with the review and in the activity log.'}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            Hide review
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
