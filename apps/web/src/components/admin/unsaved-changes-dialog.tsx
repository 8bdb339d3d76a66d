import { UNSAVED_MESSAGE, UNSAVED_TITLE } from '../../hooks/use-unsaved-changes';
import type { Blocker } from 'react-router';
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

export interface BlockedNavigationDialogProps {
  /** From `useUnsavedChanges`: the question shows while it holds a navigation. */
  blocker: Blocker;
  /** Before the held navigation goes on, e.g. to forget the unsaved changes. */
  onLeave?: () => void;
}

/** The Leave/Stay question for a navigation held by `useUnsavedChanges`. */
export function BlockedNavigationDialog({ blocker, onLeave }: BlockedNavigationDialogProps) {
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onLeave={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onStay={() => blocker.reset?.()}
    />
  );
}
