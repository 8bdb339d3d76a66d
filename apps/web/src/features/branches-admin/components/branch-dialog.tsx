import type { AdminBranch } from '@shop/shared/admin/branches';
import { FormDialog } from '../../../components/admin/form-dialog';
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
  return (
    <FormDialog
      title={branch ? `Edit ${branch.name}` : 'New branch'}
      open
      onClose={onClose}
      maxWidth="md"
    >
      {({ onDirtyChange, requestClose, markSaved }) => (
        <BranchForm
          branch={branch}
          onCancel={requestClose}
          onDirtyChange={onDirtyChange}
          onSaved={(saved) => {
            markSaved();
            onSaved(saved);
          }}
        />
      )}
    </FormDialog>
  );
}
