import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import {
  announcementInputSchema,
  type AdminAnnouncement,
  type AnnouncementInput,
} from '@shop/shared/admin/content';
import { z } from 'zod';
import { ConsoleForm } from '../../../components/admin/console-form';
import { FormActions } from '../../../components/admin/form-actions';
import { FormSwitch } from '../../../components/admin/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useConsoleForm } from '../../../hooks/use-console-form';
import { ContentFormDialog, type ContentFormControls } from './content-form-dialog';
import { useSaveAnnouncement } from '../api/save-announcement';
import { fromLocalInput, toLocalInput } from './date-time';

const formSchema = z.object({
  text: z.string(),
  isActive: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

/** The dialog's dates are `datetime-local` values; the API takes ISO instants (or none). */
const inputOf = ({ startsAt, endsAt, ...rest }: FormValues): AnnouncementInput => ({
  ...rest,
  startsAt: fromLocalInput(startsAt),
  endsAt: fromLocalInput(endsAt),
});

/** The form is checked by the API's own schema, on the values it would send. */
const checkedFormSchema = formSchema.superRefine((values, context) => {
  const checked = announcementInputSchema.safeParse(inputOf(values));
  for (const issue of checked.error?.issues ?? []) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});

const dateSlots = { inputLabel: { shrink: true } };

/** Adds or edits one ticker message: its text, whether it shows, and between which dates. */
export function AnnouncementDialog({
  announcement,
  onClose,
  onSaved,
}: {
  /** The message to edit; null adds one. */
  announcement: AdminAnnouncement | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <ContentFormDialog
      title={announcement ? 'Edit message' : 'New ticker message'}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(controls) => <AnnouncementForm announcement={announcement} {...controls} />}
    </ContentFormDialog>
  );
}

function AnnouncementForm({
  announcement,
  onCancel,
  onDirtyChange,
  onSaved,
}: {
  announcement: AdminAnnouncement | null;
} & ContentFormControls) {
  const save = useSaveAnnouncement();
  const { control, formState, error, submitWith } = useConsoleForm<FormValues>({
    onDirtyChange,
    resolver: zodResolver(checkedFormSchema),
    defaultValues: {
      text: announcement?.text ?? '',
      isActive: announcement?.isActive ?? true,
      startsAt: toLocalInput(announcement?.startsAt ?? null),
      endsAt: toLocalInput(announcement?.endsAt ?? null),
    },
  });

  const onSubmit = submitWith(async (values) => {
    await save.mutateAsync({ id: announcement?.id, input: inputOf(values) });
    onSaved(announcement ? 'The message is saved.' : 'The message is added to the ticker.');
  });

  return (
    <ConsoleForm
      label={announcement ? 'Edit message' : 'New ticker message'}
      onSubmit={onSubmit}
      // Room for the first field's floating label under the dialog title.
      sx={{ pt: 1 }}
    >
      <FormTextField
        control={control}
        name="text"
        label="Text"
        required
        fullWidth
        autoFocus
        helperText="One short line, e.g. Free delivery in Metro Manila."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="startsAt"
          type="datetime-local"
          label="Shows from"
          fullWidth
          slotProps={dateSlots}
          helperText="Empty: from now."
        />
        <FormTextField
          control={control}
          name="endsAt"
          type="datetime-local"
          label="Shows until"
          fullWidth
          slotProps={dateSlots}
          helperText="Empty: until it is switched off."
        />
      </Stack>
      <FormSwitch control={control} name="isActive" label="Active" />
      <FormActions
        error={error}
        isSubmitting={formState.isSubmitting}
        submitLabel="Save message"
        onCancel={onCancel}
      />
    </ConsoleForm>
  );
}
