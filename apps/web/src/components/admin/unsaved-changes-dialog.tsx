import { UNSAVED_MESSAGE, UNSAVED_TITLE } from '../../hooks/use-unsaved-changes';
import { ConfirmDialog } from '../confirm-dialog';

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** Leave: the changes are dropped. */
  onLeave: () => void;
  /** Stay: back to the form. */
  onStay: () => void;
}

/** The question before unsaved changes are left behind: Leave or Stay. */
export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={UNSAVED_TITLE}
      message={UNSAVED_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
