import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { DataPrivacyPolicy, PRIVACY_TITLE } from './data-privacy-policy';
import { TERMS_TITLE, TermsAndConditions } from './terms-and-conditions';

export type LegalDocument = 'terms' | 'privacy';

const documents = {
  terms: { title: TERMS_TITLE, Body: TermsAndConditions },
  privacy: { title: PRIVACY_TITLE, Body: DataPrivacyPolicy },
} as const;

export interface LegalDialogProps {
  open: boolean;
  document: LegalDocument;
  onClose: () => void;
}

/** The terms or the privacy policy in a modal, opened from the footer (spec section 1). */
export function LegalDialog({ open, document, onClose }: LegalDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const { title, Body } = documents[document];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      scroll="paper"
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      {/* Focusable so keyboard users can scroll the long text with the arrow keys. */}
      <DialogContent dividers tabIndex={0}>
        <Body />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
