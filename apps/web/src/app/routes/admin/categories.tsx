import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { AdminCategory } from '@shop/shared/admin/categories';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { useDeleteCategory } from '../../../features/categories-admin/api/delete-category';
import { useAdminCategories } from '../../../features/categories-admin/api/get-admin-categories';
import { useMoveCategory } from '../../../features/categories-admin/api/move-category';
import { CategoryDialog } from '../../../features/categories-admin/components/category-dialog';
import {
  CategoryTree,
  type CategoryAction,
} from '../../../features/categories-admin/components/category-tree';
import { ConsolePage } from './console-page';
import { useConsoleToast } from './console-toast';

type Editing = { category?: AdminCategory } | null;

/** The category tree: order among siblings (the header shows the first top-level ones), edit, delete. */
export function Component() {
  const categories = useAdminCategories();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const { pushToast, toastOutcome, toast } = useConsoleToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const tree = categories.data ?? [];

  const onAction = (action: CategoryAction, category: AdminCategory) => {
    if (action === 'edit') setEditing({ category });
    else if (action === 'delete') setDeleting(category);
    else if (!move.isPending) {
      move.mutate(
        { id: category._id, direction: action },
        {
          onSuccess: () =>
            pushToast({ msg: `${category.name} moved ${action}.`, color: 'success' }),
          onError: (failure) => pushToast({ msg: failure.message, color: 'error' }),
        },
      );
    }
  };

  return (
    <ConsolePage
      title="Categories"
      description="The shop's category tree. The header shows the first top-level categories in this order."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
          New category
        </Button>
      }
    >
      {categories.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : categories.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void categories.refetch()}>
              Try again
            </Button>
          }
        >
          {categories.error.message}
        </Alert>
      ) : (
        <CategoryTree categories={tree} onAction={onAction} />
      )}
      <CategoryDialog
        open={editing !== null}
        category={editing?.category}
        categories={tree}
        onClose={() => setEditing(null)}
        onSaved={(category, created, pictureError) => {
          setEditing(null);
          pushToast(
            pictureError
              ? {
                  msg: `${category.name} is saved, but not its picture: ${pictureError}`,
                  color: 'error',
                }
              : { msg: `${category.name} is ${created ? 'created' : 'saved'}.`, color: 'success' },
          );
        }}
      />
      <ConfirmDeleteDialog
        target={deleting}
        title={`Delete ${deleting?.name ?? ''}?`}
        message="The category leaves the shop for good. A category that still holds products or subcategories cannot be deleted."
        onClose={() => setDeleting(null)}
        onDelete={(category) =>
          void toastOutcome(remove.mutateAsync(category._id), `${category.name} is deleted.`)
        }
      />
      {toast}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
