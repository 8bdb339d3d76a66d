import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminCategory, CategoryInput } from '@shop/shared/admin/categories';
import { useCallback, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  UNSAVED_MESSAGE,
  UNSAVED_TITLE,
  useUnsavedChanges,
} from '../../../hooks/use-unsaved-changes';
import { useChangeCategoryImage } from '../api/category-image';
import { useSaveCategory } from '../api/save-category';
import { CategoryForm, type PictureChange } from './category-form';

export interface CategoryDialogProps {
  open: boolean;
  /** The category being edited; absent for a new one. */
  category?: AdminCategory;
  categories: AdminCategory[];
  onClose: () => void;
  /** `pictureError`: the category was saved but its picture was refused. */
  onSaved: (category: AdminCategory, created: boolean, pictureError?: string) => void;
}

/** Create or edit a category; closing it or leaving the page with unsaved changes asks first. */
export function CategoryDialog({
  open,
  category,
  categories,
  onClose,
  onSaved,
}: CategoryDialogProps) {
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  const [askClose, setAskClose] = useState(false);
  const blocker = useUnsavedChanges(open && dirty);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const save = useSaveCategory();
  const image = useChangeCategoryImage();

  const close = () => {
    setDirty(false);
    setAskClose(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAskClose(true) : close());

  const onSave = async (input: CategoryInput, picture: PictureChange) => {
    let saved = await save.mutateAsync({ id: category?._id, input });
    let pictureError: string | undefined;
    if (picture.kind !== 'none') {
      try {
        saved = await image.mutateAsync({ ...picture, id: saved._id });
      } catch (failure) {
        // The category is saved: close, and say what happened to the picture.
        pictureError = (failure as Error).message;
      }
    }
    setDirty(false);
    onSaved(saved, !category, pictureError);
  };

  return (
    <>
      <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>
          {category ? `Edit ${category.name}` : 'New category'}
        </DialogTitle>
        <DialogContent>
          {open ? (
            <CategoryForm
              key={category?._id ?? 'new'}
              category={category}
              categories={categories}
              onSave={onSave}
              onCancel={requestClose}
              onDirtyChange={onDirtyChange}
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
