import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageInputSchema, type AdminPage, type EditablePage } from '@shop/shared/admin/content';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldErrors } from '../../../lib/admin-api';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSavePage } from '../api/save-page';
import { OrderButtons } from './order-buttons';
import { FormActions } from '../../../components/admin/form-actions';

type PageValues = z.input<typeof pageInputSchema>;
type PageOutput = z.output<typeof pageInputSchema>;

const valuesOf = (page: AdminPage): PageValues => ({
  title: page.title,
  intro: page.intro,
  sections: page.sections.map((section) => ({ ...section })),
});

/** A page's title, intro and Markdown sections; legal placeholders are filled by the server. */
export function PageEditorForm({
  slug,
  page,
  onSaved,
  onDirtyChange,
}: {
  slug: EditablePage;
  page: AdminPage;
  onSaved: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const save = useSavePage();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState,
  } = useForm<PageValues, unknown, PageOutput>({
    resolver: zodResolver(pageInputSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(page),
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      reset(valuesOf(await save.mutateAsync({ slug, input: values })));
      onSaved();
    } catch (failure) {
      const fields = Object.entries(fieldErrors(failure));
      for (const [field, message] of fields) setFieldError(field as Path<PageValues>, { message });
      if (fields.length === 0) setError((failure as Error).message || GENERIC_ERROR_MESSAGE);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label={`Edit ${page.title}`}
    >
      {slug !== 'about-us' ? (
        <Alert severity="info">
          Write {page.placeholders.map((p) => p.token).join(' and ')} where the date and place
          belong: the shop fills them from its configuration (
          {page.placeholders
            .map((p) => `${p.token} → ${p.value ?? 'not set yet, shown as is'}`)
            .join('; ')}
          ).{' '}
          {page.stored ? null : 'Until this page is saved, the storefront shows its built-in text.'}
        </Alert>
      ) : null}
      <FormTextField control={control} name="title" label="Title" required fullWidth />
      <FormTextField control={control} name="intro" label="Intro" fullWidth multiline minRows={2} />
      {sections.fields.map((field, index) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 2 }} component="fieldset">
          <Stack spacing={2}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography component="legend" variant="subtitle2" sx={{ flexGrow: 1 }}>
                Section {index + 1}
              </Typography>
              <OrderButtons
                name={`section ${index + 1}`}
                index={index}
                count={sections.fields.length}
                onMove={(from, to) => sections.move(from, to)}
              />
              <IconButton
                aria-label={`Remove section ${index + 1}`}
                onClick={() => sections.remove(index)}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
            <FormTextField
              control={control}
              name={`sections.${index}.heading`}
              label="Heading"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name={`sections.${index}.body`}
              label="Text (Markdown)"
              required
              fullWidth
              multiline
              minRows={4}
            />
          </Stack>
        </Paper>
      ))}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => sections.append({ heading: '', body: '', imageKey: null })}
        >
          Add section
        </Button>
      </div>
      <FormActions error={error} isSubmitting={isSubmitting} submitLabel="Save page" />
    </Stack>
  );
}
