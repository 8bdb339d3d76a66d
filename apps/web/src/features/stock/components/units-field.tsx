import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type UnitsFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'type'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A whole-number field bound to react-hook-form: the form holds a number (or nothing while the
 * box is empty or holds just a minus sign), the shared schema says what is wrong with it.
 */
export function UnitsField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: UnitsFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState: { error } }) => (
        <UnitsInput
          {...props}
          {...field}
          inputRef={ref}
          number={value as number | undefined}
          onNumber={onChange}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
        />
      )}
    />
  );
}

const parse = (text: string) => (text === '' || text === '-' ? undefined : Number(text));
const format = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '' : String(value);

function UnitsInput({
  number,
  onNumber,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  number: number | undefined;
  onNumber: (value: number | undefined) => void;
}) {
  // The typed text is kept ("-", "1.", "abc") so the schema can name the slip; a value set
  // from outside (a reset) replaces it.
  const [text, setText] = useState(format(number));
  const [last, setLast] = useState(number);
  if (!Object.is(number, last)) {
    setLast(number);
    if (!Object.is(parse(text), number)) setText(format(number));
  }
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value.trim();
        setText(next);
        onNumber(parse(next));
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
