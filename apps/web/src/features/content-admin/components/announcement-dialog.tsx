import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { announcementInputSchema, type AdminAnnouncement } from '@shop/shared/admin/content';
import { useId, useState } from 'react';
import { fieldErrors } from '../../../lib/admin-api';
import { useSaveAnnouncement } from '../api/save-announcement';
import { fromLocalInput, toLocalInput } from './date-time';

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
  const titleId = useId();
  const save = useSaveAnnouncement();
  const [text, setText] = useState(announcement?.text ?? '');
  const [isActive, setActive] = useState(announcement?.isActive ?? true);
  const [startsAt, setStartsAt] = useState(toLocalInput(announcement?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(announcement?.endsAt ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const input = {
      text,
      isActive,
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
    };
    const checked = announcementInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: announcement?.id, input });
      onSaved(announcement ? 'The message is saved.' : 'The message is added to the ticker.');
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem((failure as Error).message);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{announcement ? 'Edit message' : 'New ticker message'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            required
            fullWidth
            autoFocus
            error={Boolean(errors.text)}
            helperText={errors.text ?? 'One short line, e.g. Free delivery in Metro Manila.'}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="datetime-local"
              label="Shows from"
              value={startsAt}
              onChange={(event) => setStartsAt(event.target.value)}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.startsAt)}
              helperText={errors.startsAt ?? 'Empty: from now.'}
            />
            <TextField
              type="datetime-local"
              label="Shows until"
              value={endsAt}
              onChange={(event) => setEndsAt(event.target.value)}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.endsAt)}
              helperText={errors.endsAt ?? 'Empty: until it is switched off.'}
            />
          </Stack>
          <FormControlLabel
            control={
              <Switch checked={isActive} onChange={(event) => setActive(event.target.checked)} />
            }
            label="Active"
          />
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
