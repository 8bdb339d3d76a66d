import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLegalPage } from '../../api/get-legal-page';
import { HtmlContent } from '../html-content';
import { LegalSection } from './legal-text';
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
  // Staff may have rewritten the text in the console; until then the built-in one shows.
  const stored = useLegalPage(document, open);
  const written = stored.data ?? null;
  const { Body } = documents[document];
  const title = written?.title ?? documents[document].title;
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
        {written ? (
          <>
            {written.intro ? (
              <Typography variant="body2" sx={{ mb: 1.5, lineHeight: 1.7 }}>
                {written.intro}
              </Typography>
            ) : null}
            {written.sections.map((section) => (
              <LegalSection key={section._id} title={section.heading}>
                <HtmlContent html={section.html} sx={{ typography: 'body2' }} />
              </LegalSection>
            ))}
          </>
        ) : stored.isPending && stored.fetchStatus !== 'idle' ? null : (
          <Body />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
