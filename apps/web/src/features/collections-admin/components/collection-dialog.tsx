import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminCollection, CollectionInput } from '@shop/shared/admin/collections';
import { useCallback, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  UNSAVED_MESSAGE,
  UNSAVED_TITLE,
  useUnsavedChanges,
} from '../../../hooks/use-unsaved-changes';
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
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  const [askClose, setAskClose] = useState(false);
  const blocker = useUnsavedChanges(open && dirty);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const save = useSaveCollection();

  const close = () => {
    setDirty(false);
    setAskClose(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAskClose(true) : close());

  const onSave = async (input: CollectionInput) => {
    const saved = await save.mutateAsync({ id: collection?._id, input });
    setDirty(false);
    onSaved(saved, !collection);
  };

  return (
    <>
      <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>
          {collection ? `Edit ${collection.name}` : 'New collection'}
        </DialogTitle>
        <DialogContent>
          {open ? (
            <CollectionForm
              key={collection?._id ?? 'new'}
              collection={collection}
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
