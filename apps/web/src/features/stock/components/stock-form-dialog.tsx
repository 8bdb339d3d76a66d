import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  UNSAVED_MESSAGE,
  UNSAVED_TITLE,
  useUnsavedChanges,
} from '../../../hooks/use-unsaved-changes';

export interface StockFormDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The form; it reports unsaved changes and asks to close through these. */
  children: (form: {
    onDirtyChange: (dirty: boolean) => void;
    requestClose: () => void;
    done: () => void;
  }) => ReactNode;
}

/** A stock form in a dialog; closing it or leaving the page with unsaved changes asks first. */
export function StockFormDialog({ title, open, onClose, children }: StockFormDialogProps) {
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  const [askClose, setAskClose] = useState(false);
  const blocker = useUnsavedChanges(open && dirty);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  const close = () => {
    setDirty(false);
    setAskClose(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAskClose(true) : close());

  return (
    <>
      <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {open ? children({ onDirtyChange, requestClose, done: close }) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={askClose || blocker.state === 'blocked'}
        title={UNSAVED_TITLE}
        message={UNSAVED_MESSAGE}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => {
          if (blocker.state === 'blocked') {
            setDirty(false);
            blocker.proceed();
          } else close();
        }}
        onCancel={() => {
          setAskClose(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </>
  );
}
