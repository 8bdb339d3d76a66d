import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CATEGORY_LIMITS,
  categoryInputSchema,
  type AdminCategory,
  type CategoryInput,
} from '@shop/shared/admin/categories';
import { useEffect, useId, useMemo, useState } from 'react';
import { type Path } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { ConsoleForm } from '../../../components/admin/console-form';
import { DescriptionField } from '../../../components/admin/description-field';
import { FormActions } from '../../../components/admin/form-actions';
import { FormSwitch } from '../../../components/admin/form-switch';
import { useConsoleForm } from '../../../hooks/use-console-form';

const ALT_REQUIRED = 'Describe the picture for shoppers who cannot see it (alt text).';
const ACCEPTED_PICTURES = 'image/jpeg,image/png,image/webp';

const formSchema = categoryInputSchema.extend({
  /** '' is the top level (the select's "None"). */
  parentId: z.string(),
  imageAlt: z
    .string()
    .trim()
    .max(CATEGORY_LIMITS.altMax, { error: 'Keep the alt text to 200 characters or less.' }),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** What to do with the picture once the category is saved. */
export type PictureChange =
  | { kind: 'none' }
  | { kind: 'upload'; file: File; alt: string }
  | { kind: 'alt'; alt: string }
  | { kind: 'remove' };

export interface CategoryFormProps {
  /** The category being edited; absent for a new one. */
  category?: AdminCategory;
  /** The whole tree, for the parent choice. */
  categories: AdminCategory[];
  onSave: (input: CategoryInput, picture: PictureChange) => Promise<void>;
  onCancel: () => void;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The form's field for a field the API names: the picture's `alt` is the form's `imageAlt`. */
const SERVER_FIELDS: Record<string, Path<FormValues>> = {
  name: 'name',
  friendlyUrl: 'friendlyUrl',
  parentId: 'parentId',
  description: 'description',
  alt: 'imageAlt',
};
const fieldOfServer = (field: string) => SERVER_FIELDS[field];

/** The ids of a category and everything under it: none of them can become its parent. */
function ownBranch(categories: AdminCategory[], id: string | undefined) {
  const branch = new Set<string>();
  if (!id) return branch;
  branch.add(id);
  for (const category of categories) {
    if (category.parentId && branch.has(category.parentId)) branch.add(category._id);
  }
  return branch;
}

/** A category's fields, its picture with alt text, checked by the shared schema the API uses. */
export function CategoryForm({
  category,
  categories,
  onSave,
  onCancel,
  onDirtyChange,
}: CategoryFormProps) {
  const pictureId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const { control, submitWith, error, setFieldError, formState } = useConsoleForm<
    FormValues,
    FormOutput
  >({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: category?.name ?? '',
      friendlyUrl: category?.friendlyUrl ?? '',
      parentId: category?.parentId ?? '',
      description: category?.description ?? '',
      isActive: category?.isActive ?? true,
      imageAlt: category?.image?.alt ?? '',
    },
  });
  const { isDirty, isSubmitting } = formState;
  const dirty = isDirty || file !== null || removePicture;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const excluded = useMemo(() => ownBranch(categories, category?._id), [categories, category]);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shownPicture = preview ?? (removePicture ? null : (category?.image?.url ?? null));

  const onSubmit = submitWith(async ({ imageAlt, parentId, ...fields }) => {
    const hasPicture = file !== null || (category?.image && !removePicture);
    if (hasPicture && !imageAlt) {
      setFieldError('imageAlt', { message: ALT_REQUIRED });
      return;
    }
    const picture: PictureChange = file
      ? { kind: 'upload', file, alt: imageAlt }
      : category?.image && removePicture
        ? { kind: 'remove' }
        : category?.image && imageAlt !== category.image.alt
          ? { kind: 'alt', alt: imageAlt }
          : { kind: 'none' };
    await onSave({ ...fields, parentId: parentId || null }, picture);
  }, fieldOfServer);

  return (
    <ConsoleForm
      label={category ? 'Edit category' : 'New category'}
      onSubmit={onSubmit}
      // Room for the first field's floating label under the dialog title.
      sx={{ pt: 1 }}
    >
      <FormTextField control={control} name="name" label="Name" required fullWidth autoFocus />
      <FormTextField
        control={control}
        name="friendlyUrl"
        label="Friendly URL"
        fullWidth
        helperText="Leave empty to make it from the name."
      />
      <FormTextField
        control={control}
        name="parentId"
        label="Parent category"
        select
        fullWidth
        // "None (top level)" has the empty value: show it rather than an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">None (top level)</MenuItem>
        {categories
          .filter((option) => !excluded.has(option._id))
          .map((option) => (
            <MenuItem key={option._id} value={option._id} sx={{ pl: 2 + option.depth * 2 }}>
              {option.name}
            </MenuItem>
          ))}
      </FormTextField>
      <DescriptionField control={control} />
      <FormSwitch control={control} name="isActive" label="Shown in the shop" />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          Picture
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <Box
            sx={{
              width: 120,
              height: 90,
              flexShrink: 0,
              borderRadius: 1,
              bgcolor: 'grey.100',
              border: 1,
              borderColor: 'divider',
              overflow: 'hidden',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {shownPicture ? (
              <img
                src={shownPicture}
                alt=""
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <Typography variant="caption" color="text.secondary">
                No picture
              </Typography>
            )}
          </Box>
          <Stack spacing={1} sx={{ flexGrow: 1, width: '100%' }}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button component="label" variant="outlined" size="small" htmlFor={pictureId}>
                {shownPicture ? 'Replace picture' : 'Choose picture'}
              </Button>
              <input
                id={pictureId}
                type="file"
                accept={ACCEPTED_PICTURES}
                aria-label="Picture file"
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setRemovePicture(false);
                }}
              />
              {shownPicture ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setFile(null);
                    setRemovePicture(Boolean(category?.image));
                  }}
                >
                  Remove picture
                </Button>
              ) : null}
            </Stack>
            {file ? (
              <Typography variant="caption" color="text.secondary">
                {file.name}
              </Typography>
            ) : null}
            <FormTextField
              control={control}
              name="imageAlt"
              label="Alt text"
              size="small"
              fullWidth
              helperText="JPEG, PNG or WebP up to 10 MB. Say what the picture shows."
            />
          </Stack>
        </Stack>
      </Box>
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel={category ? 'Save category' : 'Create category'}
        onCancel={onCancel}
      />
    </ConsoleForm>
  );
}
