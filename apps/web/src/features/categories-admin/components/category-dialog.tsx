import type { AdminCategory, CategoryInput } from '@shop/shared/admin/categories';
import { FormDialog } from '../../../components/admin/form-dialog';
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
  const save = useSaveCategory();
  const image = useChangeCategoryImage();

  const onSave = async (input: CategoryInput, picture: PictureChange, markSaved: () => void) => {
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
    markSaved();
    onSaved(saved, !category, pictureError);
  };

  return (
    <FormDialog
      title={category ? `Edit ${category.name}` : 'New category'}
      open={open}
      onClose={onClose}
    >
      {({ onDirtyChange, requestClose, markSaved }) => (
        <CategoryForm
          key={category?._id ?? 'new'}
          category={category}
          categories={categories}
          onSave={(input, picture) => onSave(input, picture, markSaved)}
          onCancel={requestClose}
          onDirtyChange={onDirtyChange}
        />
      )}
    </FormDialog>
  );
}
