import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { AdminBranch } from '@shop/shared/admin/branches';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { useDeleteBranch } from '../../../features/branches-admin/api/delete-branch';
import { BranchDialog } from '../../../features/branches-admin/components/branch-dialog';
import { BranchesTable } from '../../../features/branches-admin/components/branches-table';
import { ConsolePage } from './console-page';

/** Branches: showrooms and warehouses that hold stock; one is the default. */
export function Component() {
  const pushToast = useNoticesStore((state) => state.pushToast);
  const [editing, setEditing] = useState<AdminBranch | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminBranch | null>(null);
  const remove = useDeleteBranch();

  return (
    <ConsolePage
      title="Branches"
      description="Where the shop keeps stock and meets shoppers. One branch is the default; a branch that holds stock or served orders is deactivated, not deleted."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New branch
        </Button>
      }
    >
      <BranchesTable onEdit={setEditing} onDelete={setDeleting} />
      {editing ? (
        <BranchDialog
          branch={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(branch) => {
            setEditing(null);
            pushToast({ msg: `${branch.name} is saved.`, color: 'success' });
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        target={deleting}
        title={`Delete ${deleting?.name ?? ''}?`}
        message="Only a branch that never held stock nor served an order can be deleted; otherwise deactivate it."
        onClose={() => setDeleting(null)}
        onDelete={(target) =>
          remove
            .mutateAsync(target.id)
            .then(() => pushToast({ msg: `${target.name} is deleted.`, color: 'success' }))
            .catch((failure: Error) => pushToast({ msg: failure.message, color: 'error' }))
        }
      />
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
