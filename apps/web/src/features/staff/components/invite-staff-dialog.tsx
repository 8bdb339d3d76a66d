import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { StaffMember } from '@shop/shared/admin/staff';
import { useCallback, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  UNSAVED_MESSAGE,
  UNSAVED_TITLE,
  useUnsavedChanges,
} from '../../../hooks/use-unsaved-changes';
import { InviteStaffForm } from './invite-staff-form';

export interface InviteStaffDialogProps {
  open: boolean;
  onClose: () => void;
  onInvited: (member: StaffMember) => void;
}

/** The invite form in a dialog; closing it or leaving the page with unsaved changes asks first. */
export function InviteStaffDialog({ open, onClose, onInvited }: InviteStaffDialogProps) {
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
        <DialogTitle id={titleId}>Invite staff</DialogTitle>
        <DialogContent>
          {open ? (
            <InviteStaffForm
              onCancel={requestClose}
              onDirtyChange={onDirtyChange}
              onInvited={(member) => {
                setDirty(false);
                onInvited(member);
              }}
            />
          ) : null}
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
