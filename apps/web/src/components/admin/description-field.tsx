import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../form/form-text-field';

/**
 * A record's free-text description (a branch, category or collection): a full-width text area
 * of two rows or more, bound to react-hook-form.
 */
export function DescriptionField<T extends FieldValues>({
  control,
  name = 'description' as FieldPath<T>,
  label = 'Description',
  ...props
}: Omit<FormTextFieldProps<T>, 'name'> & { name?: FieldPath<T> }) {
  return (
    <FormTextField
      {...props}
      control={control}
      name={name}
      label={label}
      multiline
      minRows={2}
      fullWidth
    />
  );
}
