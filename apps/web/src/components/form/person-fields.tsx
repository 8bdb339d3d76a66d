import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

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
