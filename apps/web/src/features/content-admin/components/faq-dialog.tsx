import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { faqInputSchema, type FaqGroups, type FaqInput } from '@shop/shared/admin/content';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ConsoleForm } from '../../../components/admin/console-form';
import { FormActions } from '../../../components/admin/form-actions';
import { FormSwitch } from '../../../components/admin/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useConsoleForm } from '../../../hooks/use-console-form';
import { ContentFormDialog, type ContentFormControls } from './content-form-dialog';
import { useSaveFaq } from '../api/save-faq';

type Question = FaqGroups[number]['questions'][number];

/** Adds or edits a question: its group (an existing one or a new name), answer and active flag. */
export function FaqDialog({
  question,
  groups,
  defaultGroup,
  onClose,
  onSaved,
}: {
  question: Question | null;
  groups: string[];
  defaultGroup?: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <ContentFormDialog
      title={question ? 'Edit question' : 'New question'}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(controls) => (
        <FaqForm question={question} groups={groups} defaultGroup={defaultGroup} {...controls} />
      )}
    </ContentFormDialog>
  );
}

function FaqForm({
  question,
  groups,
  defaultGroup,
  onCancel,
  onDirtyChange,
  onSaved,
}: {
  question: Question | null;
  groups: string[];
  defaultGroup?: string;
} & ContentFormControls) {
  const save = useSaveFaq();
  const { control, formState, error, submitWith } = useConsoleForm<
    FaqInput,
    z.output<typeof faqInputSchema>
  >({
    onDirtyChange,
    resolver: zodResolver(faqInputSchema),
    defaultValues: {
      category: question?.category ?? defaultGroup ?? '',
      question: question?.question ?? '',
      answer: question?.answer ?? '',
      isActive: question?.isActive ?? true,
    },
  });

  const onSubmit = submitWith(async (input) => {
    await save.mutateAsync({ id: question?.id, input });
    onSaved(question ? 'The question is saved.' : 'The question is added.');
  });

  return (
    <ConsoleForm
      label={question ? 'Edit question' : 'New question'}
      onSubmit={onSubmit}
      // Room for the first field's floating label under the dialog title.
      sx={{ pt: 1 }}
    >
      <Controller
        control={control}
        name="category"
        render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
          <Autocomplete
            freeSolo
            options={groups}
            inputValue={value}
            onInputChange={(_event, category) => onChange(category)}
            onBlur={onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={ref}
                label="Group"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Pick a group or type a new one.'}
              />
            )}
          />
        )}
      />
      <FormTextField control={control} name="question" label="Question" required fullWidth />
      <FormTextField
        control={control}
        name="answer"
        label="Answer"
        required
        fullWidth
        multiline
        minRows={4}
      />
      <FormSwitch control={control} name="isActive" label="Shown on the FAQ page" />
      <FormActions
        error={error}
        isSubmitting={formState.isSubmitting}
        submitLabel="Save question"
        onCancel={onCancel}
      />
    </ConsoleForm>
  );
}
