import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CountryPicker } from './country-picker';

export interface CountryPickerDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The country picker in a dialog, opened from the footer. */
export function CountryPickerDialog({ open, onClose }: CountryPickerDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Where are you shopping from?</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Prices stay in pesos; from abroad you also see an approximate amount in your currency and
          our phone hours on your clock.
        </Typography>
        <CountryPicker />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default CountryPickerDialog;
