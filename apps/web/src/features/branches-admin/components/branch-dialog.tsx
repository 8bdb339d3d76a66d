import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminBranch } from '@shop/shared/admin/branches';
import { useCallback, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  UNSAVED_MESSAGE,
  UNSAVED_TITLE,
  useUnsavedChanges,
} from '../../../hooks/use-unsaved-changes';
import { BranchForm } from './branch-form';

/** The branch form in a dialog; closing it or leaving the page with unsaved changes asks first. */
export function BranchDialog({
  branch,
  onClose,
  onSaved,
}: {
  branch: AdminBranch | null;
  onClose: () => void;
  onSaved: (branch: AdminBranch) => void;
}) {
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  const [askClose, setAskClose] = useState(false);
  const blocker = useUnsavedChanges(dirty);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const requestClose = () => (dirty ? setAskClose(true) : onClose());

  return (
    <>
      <Dialog open onClose={requestClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{branch ? `Edit ${branch.name}` : 'New branch'}</DialogTitle>
        <DialogContent>
          <BranchForm
            branch={branch}
            onCancel={requestClose}
            onDirtyChange={onDirtyChange}
            onSaved={(saved) => {
              setDirty(false);
              onSaved(saved);
            }}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={askClose || blocker.state === 'blocked'}
        title={UNSAVED_TITLE}
        message={UNSAVED_MESSAGE}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => {
          setDirty(false);
          if (blocker.state === 'blocked') blocker.proceed();
          else onClose();
        }}
        onCancel={() => {
          setAskClose(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </>
  );
}
