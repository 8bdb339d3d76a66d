import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface FormActionsProps {
  /** The server's or the form's message, shown as an alert above the buttons. */
  error?: string | null;
  /** Whether the form is being sent: the submit button is disabled and says `pendingLabel`. */
  isSubmitting: boolean;
  submitLabel: string;
  pendingLabel?: string;
  /** Shows a Cancel button before the submit button when given. */
  onCancel?: () => void;
}

/** The end of a console form: its error, then Cancel and the submit button with its pending state. */
export function FormActions({
  error,
  isSubmitting,
  submitLabel,
  pendingLabel = 'Saving…',
  onCancel,
}: FormActionsProps) {
  return (
    <>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </Stack>
    </>
  );
}
