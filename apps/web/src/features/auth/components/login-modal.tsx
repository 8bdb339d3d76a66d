import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LOGIN_MODAL_WIDTH } from '@shop/shared/constants';
import { useId } from 'react';

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The login entry point (spec section 2: 500 px wide, persistent — a click on the backdrop
 * does not close it; Escape and Close do, so keyboard users are never trapped).
 */
export function LoginModal({ open, onClose }: LoginModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{
        paper: { sx: { width: LOGIN_MODAL_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } },
      }}
    >
      <DialogTitle id={titleId} component="h2">
        Log in
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Signing in to the shop is not available yet. Please check back soon.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
