import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DISCOUNT_CODE_MAX_LENGTH, type DiscountDetails } from '@shop/shared/checkout';
import { useState, type FormEvent } from 'react';

export interface DiscountCodeProps {
  /** The code in use, with the server's "applied" text. */
  applied: DiscountDetails | null;
  /** Asks the server; resolves with its refusal message, or null when the code was applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
  /** A refusal that came from elsewhere (e.g. the code ran out while the shopper looked). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * The discount code field. The server checks the code against the checked items (exists,
 * started, not expired, uses left, minimum spend) and its message shows in place.
 */
export function DiscountCode({
  applied,
  onApply,
  onRemove,
  error,
  disabled = false,
}: DiscountCodeProps) {
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const message = refusal ?? error ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = draft.trim();
    if (!code) {
      setRefusal('Enter a discount code.');
      return;
    }
    setPending(true);
    const problem = await onApply(code);
    setPending(false);
    setRefusal(problem);
    if (problem === null) setDraft('');
  };

  if (applied) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" onClick={onRemove} disabled={disabled}>
            Remove
          </Button>
        }
      >
        {applied.message}
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Apply a discount code"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        label="Discount code"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value.toUpperCase());
          setRefusal(null);
        }}
        error={message !== null}
        helperText={message ?? ' '}
        size="small"
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: DISCOUNT_CODE_MAX_LENGTH, autoCapitalize: 'characters' },
          formHelperText: message ? { role: 'alert' } : undefined,
        }}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={pending}
        disabled={disabled}
        sx={{ minHeight: 40 }}
      >
        Apply
      </Button>
    </Box>
  );
}
