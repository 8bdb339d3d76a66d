import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  collectionInputSchema,
  type AdminCollection,
  type CollectionFormValues,
  type CollectionInput,
} from '@shop/shared/admin/collections';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormActions } from '../../../components/admin/form-actions';
import { useConsoleForm } from '../../../hooks/use-console-form';

export interface CollectionFormProps {
  collection?: AdminCollection;
  onSave: (input: CollectionInput) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** A collection's name, slug, description and whether the home page shows it. */
export function CollectionForm({
  collection,
  onSave,
  onCancel,
  onDirtyChange,
}: CollectionFormProps) {
  const { control, formState, error, submitWith } = useConsoleForm<
    CollectionFormValues,
    CollectionInput
  >({
    onDirtyChange,
    resolver: zodResolver(collectionInputSchema),
    defaultValues: {
      name: collection?.name ?? '',
      slug: collection?.slug ?? '',
      description: collection?.description ?? '',
      isActive: collection?.isActive ?? true,
    },
  });
  const { isSubmitting } = formState;

  const onSubmit = submitWith(async (values) => {
    await onSave(values);
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      // Room for the first field's floating label under the dialog title.
      sx={{ pt: 1 }}
      onSubmit={onSubmit}
      aria-label={collection ? 'Edit collection' : 'New collection'}
    >
      <FormTextField control={control} name="name" label="Name" required fullWidth autoFocus />
      <FormTextField
        control={control}
        name="slug"
        label="Slug"
        fullWidth
        helperText="Leave empty to make it from the name."
      />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={2}
        fullWidth
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field: { value, onChange, onBlur, name } }) => (
          <FormControlLabel
            control={
              <Switch
                name={name}
                onBlur={onBlur}
                checked={Boolean(value)}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
            label="Shown on the home page"
          />
        )}
      />
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel={collection ? 'Save collection' : 'Create collection'}
        onCancel={onCancel}
      />
    </Stack>
  );
}
