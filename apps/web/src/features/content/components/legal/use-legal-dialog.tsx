import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { LegalDocument } from './legal-dialog';

// The legal texts are long and rarely read: they load when a shopper opens one.
const LegalDialog = lazy(() =>
  import('./legal-dialog').then((module) => ({ default: module.LegalDialog })),
);

export interface LegalDialogControls {
  openLegal: (document: LegalDocument) => void;
  /** The dialog to render: nothing until a text is first opened, then kept to animate out. */
  legalDialog: ReactNode;
}

/** A legal text (terms, privacy policy) in a dialog whose code loads when one is first opened. */
export function useLegalDialog(): LegalDialogControls {
  const [legal, setLegal] = useState<{ open: boolean; document: LegalDocument } | null>(null);
  return {
    openLegal: (document) => setLegal({ open: true, document }),
    legalDialog: legal ? (
      <Suspense fallback={null}>
        <LegalDialog
          open={legal.open}
          document={legal.document}
          onClose={() => setLegal({ ...legal, open: false })}
        />
      </Suspense>
    ) : null,
  };
}
