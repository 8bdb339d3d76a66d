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
import { useFieldArray, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSavePage } from '../api/save-page';
import { OrderButtons } from './order-buttons';
import { ConsoleForm } from '../../../components/admin/console-form';
import { FormActions } from '../../../components/admin/form-actions';
import { useConsoleForm } from '../../../hooks/use-console-form';

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
  const { control, reset, formState, error, submitWith } = useConsoleForm<PageValues, PageOutput>({
    onDirtyChange,
    resolver: zodResolver(pageInputSchema),
    defaultValues: valuesOf(page),
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const { isSubmitting } = formState;

  // The server's messages go on the fields they name, the sections' own fields included.
  const onSubmit = submitWith(
    async (values) => {
      reset(valuesOf(await save.mutateAsync({ slug, input: values })));
      onSaved();
    },
    (field) => field as Path<PageValues>,
  );

  return (
    <ConsoleForm label={`Edit ${page.title}`} onSubmit={onSubmit}>
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
    </ConsoleForm>
  );
}
