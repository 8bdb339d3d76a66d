import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { returnDeclineSchema, returnDecisionSchema } from '@shop/shared/admin/returns';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { FormActions } from '../../../components/admin/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useConsoleForm } from '../../../hooks/use-console-form';

export interface NoteFormProps {
  /** What the decision does, in words, above the note. */
  intro: ReactNode;
  /** The note is required (a decline says why). */
  required?: boolean;
  label?: string;
  helperText?: string;
  submitLabel: string;
  onSubmit: (note: string) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** A decision with a note (approve, decline, a step back to the shop): the customer reads it. */
export function NoteForm({
  intro,
  required = false,
  label = 'Note to the customer',
  helperText = 'The customer reads this note on their return page and in the e-mail.',
  submitLabel,
  onSubmit,
  onCancel,
  onDirtyChange,
}: NoteFormProps) {
  const { control, formState, error, submitWith } = useConsoleForm<
    { note?: string },
    { note: string }
  >({
    onDirtyChange,
    resolver: zodResolver(required ? returnDeclineSchema : returnDecisionSchema),
    defaultValues: { note: '' },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={submitLabel}
      onSubmit={submitWith((values) => onSubmit(values.note), ['note'])}
    >
      <Typography>{intro}</Typography>
      <FormTextField
        control={control as unknown as Control<{ note?: string }>}
        name="note"
        label={label}
        required={required}
        multiline
        minRows={3}
        fullWidth
        helperText={helperText}
      />
      <FormActions
        error={error}
        isSubmitting={formState.isSubmitting}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </Stack>
  );
}
