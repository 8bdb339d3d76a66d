import type { ReactNode } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';

/** What a form in a `ContentFormDialog` is given. */
export interface ContentFormControls {
  onDirtyChange: (dirty: boolean) => void;
  /** Cancel: closes, asking first when there are unsaved changes. */
  onCancel: () => void;
  /** Saved: the dialog closes and staff are told `message`. */
  onSaved: (message: string) => void;
}

/** A content form (ticker message, question) in a dialog that closes once it is saved. */
export function ContentFormDialog({
  title,
  onClose,
  onSaved,
  children,
}: {
  title: string;
  onClose: () => void;
  /** Told once the dialog has closed on saving, with what to tell staff. */
  onSaved: (message: string) => void;
  children: (form: ContentFormControls) => ReactNode;
}) {
  return (
    <FormDialog title={title} open onClose={onClose}>
      {({ onDirtyChange, requestClose, done }) =>
        children({
          onDirtyChange,
          onCancel: requestClose,
          onSaved: (message) => {
            done();
            onSaved(message);
          },
        })
      }
    </FormDialog>
  );
}
