import type { StaffMember } from '@shop/shared/admin/staff';
import { FormDialog } from '../../../components/admin/form-dialog';
import { InviteStaffForm } from './invite-staff-form';

export interface InviteStaffDialogProps {
  open: boolean;
  onClose: () => void;
  onInvited: (member: StaffMember) => void;
}

/** The invite form in a dialog; closing it or leaving the page with unsaved changes asks first. */
export function InviteStaffDialog({ open, onClose, onInvited }: InviteStaffDialogProps) {
  return (
    <FormDialog title="Invite staff" open={open} onClose={onClose}>
      {({ onDirtyChange, requestClose, markSaved }) => (
        <InviteStaffForm
          onCancel={requestClose}
          onDirtyChange={onDirtyChange}
          onInvited={(member) => {
            markSaved();
            onInvited(member);
          }}
        />
      )}
    </FormDialog>
  );
}
