import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { toDisplayMessages } from '../../lib/error-messages';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A MUI text field bound to react-hook-form: the rule's message shows as helper text (linked
 * with aria-describedby) in place of the hint while the field is invalid.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState: { error } }) => (
        <TextField
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
        />
      )}
    />
  );
}

/** An e-mail address field (required, full width unless told otherwise). */
export function EmailField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'type' | 'autoComplete'>,
) {
  return (
    <FormTextField label="Email" type="email" autoComplete="email" required fullWidth {...props} />
  );
}

/** A Philippine mobile number: the ten digits after the +63 it shows in front. */
export function MobileField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'type' | 'autoComplete' | 'label' | 'slotProps'>,
) {
  return (
    <FormTextField
      label="Mobile number"
      type="tel"
      autoComplete="tel-national"
      {...props}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">+63</InputAdornment> },
        htmlInput: { inputMode: 'tel' },
      }}
    />
  );
}

/**
 * First and last name side by side (one above the other on phones), for a form whose values
 * hold `firstName` and `lastName`.
 */
export function PersonNameFields<T extends FieldValues & { firstName: string; lastName: string }>({
  control,
  autoFocus = false,
}: {
  control: Control<T>;
  /** Focus the first name when the form opens. */
  autoFocus?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name={'firstName' as FieldPath<T>}
        label="First name"
        autoComplete="given-name"
        required
        fullWidth
        autoFocus={autoFocus}
      />
      <FormTextField
        control={control}
        name={'lastName' as FieldPath<T>}
        label="Last name"
        autoComplete="family-name"
        required
        fullWidth
      />
    </Stack>
  );
}

/** A form's errors (the server's or its own), one alert each. */
export function ErrorAlerts({ messages }: { messages: readonly string[] }) {
  return messages.map((message) => (
    <Alert key={message} severity="error">
      {message}
    </Alert>
  ));
}

/** Why a send failed, in one alert: the message, or a list when there are several. */
export function ErrorNotice({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** A failed request's messages under the fields of a form or dialog (nothing while there is none). */
export function RequestError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {toDisplayMessages(error).join(' ')}
    </Alert>
  );
}
