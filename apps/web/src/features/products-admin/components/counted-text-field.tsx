import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type CountedTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  max: number;
  hint: string;
};

/** A text field with a live "12 / 70 characters" count beside its hint (SEO texts). */
export function CountedTextField<T extends FieldValues>({
  control,
  name,
  max,
  hint,
  ...props
}: CountedTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState: { error } }) => {
        const length = String(value ?? '').length;
        return (
          <TextField
            {...props}
            {...field}
            value={value ?? ''}
            inputRef={ref}
            error={Boolean(error) || length > max}
            helperText={error?.message ?? `${hint} ${length} / ${max} characters.`}
          />
        );
      }}
    />
  );
}
