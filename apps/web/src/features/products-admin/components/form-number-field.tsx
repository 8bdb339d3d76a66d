import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormNumberFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'type'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** An empty box means null (an optional figure) rather than "missing". */
  nullable?: boolean;
};

function toNumber(text: string, nullable: boolean): number | null | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return nullable ? null : undefined;
  // Not a number stays NaN, so the schema's own message ("Enter a whole number.") shows.
  return Number(trimmed);
}

const asText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/**
 * A number typed as text (so "12." or "1,200" can be typed as is) and kept in the form as a
 * number; the rule's message replaces the hint while it is invalid.
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  nullable = false,
  helperText,
  ...props
}: FormNumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
        <NumberInput
          {...props}
          inputRef={ref}
          value={value as unknown}
          onValue={onChange}
          onBlur={onBlur}
          nullable={nullable}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
        />
      )}
    />
  );
}

type NumberInputProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: unknown;
  onValue: (value: number | null | undefined) => void;
  nullable: boolean;
};

function NumberInput({ value, onValue, nullable, ...props }: NumberInputProps) {
  const [text, setText] = useState(asText(value));
  const [lastValue, setLastValue] = useState(value);
  // A value set from outside (a reset, a loaded product) replaces what is typed.
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    const typed = toNumber(text, nullable);
    if (!Object.is(typed, value)) setText(asText(value));
  }
  return (
    <TextField
      {...props}
      value={text}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal' } }}
      onChange={(event) => {
        setText(event.target.value);
        const next = toNumber(event.target.value, nullable);
        setLastValue(next);
        onValue(next);
      }}
    />
  );
}
