import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/** What a form in a `FormDialog` is given to report unsaved changes and to close. */
export interface FormDialogControls {
  /** The form says whether it has unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** Cancel: closes, asking first when there are unsaved changes. */
  requestClose: () => void;
  /** Closes without asking (the form is saved). */
  done: () => void;
  /** The changes are saved: leaving no longer asks. */
  markSaved: () => void;
}

export interface FormDialogProps {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  children: (form: FormDialogControls) => ReactNode;
}

/** A console form in a dialog; closing it or leaving the page with unsaved changes asks first. */
export function FormDialog({ title, open, onClose, maxWidth = 'sm', children }: FormDialogProps) {
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  const [askClose, setAskClose] = useState(false);
  const blocker = useUnsavedChanges(open && dirty);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const markSaved = useCallback(() => setDirty(false), []);

  const close = () => {
    setDirty(false);
    setAskClose(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAskClose(true) : close());

  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        aria-labelledby={titleId}
        maxWidth={maxWidth}
        fullWidth
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {open ? children({ onDirtyChange, requestClose, done: close, markSaved }) : null}
        </DialogContent>
      </Dialog>
      <UnsavedChangesDialog
        open={askClose || blocker.state === 'blocked'}
        onLeave={() => {
          if (blocker.state === 'blocked') {
            setDirty(false);
            blocker.proceed();
          } else close();
        }}
        onStay={() => {
          setAskClose(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </>
  );
}
