import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface LogoutModalProps {
  open: boolean;
  onKeep: () => void;
  onClear: () => void;
  onCancel: () => void;
}

/** Asked on logout while this device is remembered (spec section 2). */
export function LogoutModal({ open, onKeep, onClear, onCancel }: LogoutModalProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 460, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId} component="h2">
        Do you want to stay logged in for next time?
      </DialogTitle>
      <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, p: 3, pt: 1 }}>
        <Button variant="contained" onClick={onKeep} sx={{ m: '0 !important' }}>
          Logout and Keep my Data
        </Button>
        <Button variant="outlined" onClick={onClear} sx={{ m: '0 !important' }}>
          Logout and Clear Data
        </Button>
        <Button onClick={onCancel} sx={{ m: '0 !important' }}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
