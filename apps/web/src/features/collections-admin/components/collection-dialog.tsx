import type { AdminCollection, CollectionInput } from '@shop/shared/admin/collections';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useSaveCollection } from '../api/save-collection';
import { CollectionForm } from './collection-form';

export interface CollectionDialogProps {
  open: boolean;
  collection?: AdminCollection;
  onClose: () => void;
  onSaved: (collection: AdminCollection, created: boolean) => void;
}

/** Create or edit a collection; closing it or leaving with unsaved changes asks first. */
export function CollectionDialog({ open, collection, onClose, onSaved }: CollectionDialogProps) {
  const save = useSaveCollection();

  const onSave = async (input: CollectionInput, markSaved: () => void) => {
    const saved = await save.mutateAsync({ id: collection?._id, input });
    markSaved();
    onSaved(saved, !collection);
  };

  return (
    <FormDialog
      title={collection ? `Edit ${collection.name}` : 'New collection'}
      open={open}
      onClose={onClose}
    >
      {({ onDirtyChange, requestClose, markSaved }) => (
        <CollectionForm
          key={collection?._id ?? 'new'}
          collection={collection}
          onSave={(input) => onSave(input, markSaved)}
          onCancel={requestClose}
          onDirtyChange={onDirtyChange}
        />
      )}
    </FormDialog>
  );
}
