import type { ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';

export interface ConfirmDeleteDialogProps<T> {
  /** What is to be deleted; the question shows while it is set. */
  target: T | null;
  title: string;
  message?: ReactNode;
  /** Clears `target`: called on Cancel and before `onDelete`. */
  onClose: () => void;
  onDelete: (target: T) => void;
}

/** "Delete …?" with Delete and Cancel; Delete closes the question, then deletes. */
export function ConfirmDeleteDialog<T>({
  target,
  title,
  message,
  onClose,
  onDelete,
}: ConfirmDeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={message}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onCancel={onClose}
      onConfirm={() => {
        const chosen = target;
        onClose();
        if (chosen) onDelete(chosen);
      }}
    />
  );
}
