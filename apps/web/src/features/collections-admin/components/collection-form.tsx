import { zodResolver } from '@hookform/resolvers/zod';
import {
  collectionInputSchema,
  type AdminCollection,
  type CollectionFormValues,
  type CollectionInput,
} from '@shop/shared/admin/collections';
import { FormTextField } from '../../../components/form/form-text-field';
import { ConsoleForm } from '../../../components/admin/console-form';
import { DescriptionField } from '../../../components/admin/description-field';
import { FormActions } from '../../../components/admin/form-actions';
import { FormSwitch } from '../../../components/admin/form-switch';
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
    <ConsoleForm
      label={collection ? 'Edit collection' : 'New collection'}
      onSubmit={onSubmit}
      // Room for the first field's floating label under the dialog title.
      sx={{ pt: 1 }}
    >
      <FormTextField control={control} name="name" label="Name" required fullWidth autoFocus />
      <FormTextField
        control={control}
        name="slug"
        label="Slug"
        fullWidth
        helperText="Leave empty to make it from the name."
      />
      <DescriptionField control={control} />
      <FormSwitch control={control} name="isActive" label="Shown on the home page" />
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel={collection ? 'Save collection' : 'Create collection'}
        onCancel={onCancel}
      />
    </ConsoleForm>
  );
}
