import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { faqInputSchema, type FaqGroups } from '@shop/shared/admin/content';
import { useId, useState } from 'react';
import { fieldErrors } from '../../../lib/admin-api';
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
  const titleId = useId();
  const save = useSaveFaq();
  const [values, setValues] = useState({
    category: question?.category ?? defaultGroup ?? '',
    question: question?.question ?? '',
    answer: question?.answer ?? '',
    isActive: question?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (changes: Partial<typeof values>) =>
    setValues((current) => ({ ...current, ...changes }));

  const submit = async () => {
    const checked = faqInputSchema.safeParse(values);
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
      await save.mutateAsync({ id: question?.id, input: values });
      onSaved(question ? 'The question is saved.' : 'The question is added.');
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem((failure as Error).message);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{question ? 'Edit question' : 'New question'}</DialogTitle>
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
          <Autocomplete
            freeSolo
            options={groups}
            inputValue={values.category}
            onInputChange={(_event, category) => set({ category })}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Group"
                required
                error={Boolean(errors.category)}
                helperText={errors.category ?? 'Pick a group or type a new one.'}
              />
            )}
          />
          <TextField
            label="Question"
            value={values.question}
            onChange={(event) => set({ question: event.target.value })}
            required
            fullWidth
            error={Boolean(errors.question)}
            helperText={errors.question}
          />
          <TextField
            label="Answer"
            value={values.answer}
            onChange={(event) => set({ answer: event.target.value })}
            required
            fullWidth
            multiline
            minRows={4}
            error={Boolean(errors.answer)}
            helperText={errors.answer}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.isActive}
                onChange={(event) => set({ isActive: event.target.checked })}
              />
            }
            label="Shown on the FAQ page"
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
