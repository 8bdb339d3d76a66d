import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../form/form-text-field';

/**
 * A person's first and last name side by side (stacked on phones), for a console form with
 * `firstName` and `lastName` fields. Staff type other people's names: the browser suggests none.
 */
export function PersonNameFields<T extends FieldValues & { firstName: string; lastName: string }>({
  control,
  autoFocus,
}: {
  control: Control<T>;
  /** The first name takes the focus when the form opens. */
  autoFocus?: boolean;
}) {
  const field = (name: 'firstName' | 'lastName', label: string) => (
    <FormTextField
      control={control}
      name={name as FieldPath<T>}
      label={label}
      autoComplete="off"
      required
      fullWidth
      autoFocus={autoFocus && name === 'firstName'}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {field('firstName', 'First name')}
      {field('lastName', 'Last name')}
    </Stack>
  );
}
