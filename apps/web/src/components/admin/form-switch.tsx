import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormSwitchProps<T extends FieldValues> {
  control: Control<T>;
  /** A boolean field of the form. */
  name: FieldPath<T>;
  label: ReactNode;
}

/** An on/off field bound to react-hook-form, with the rule's message under it when it fails. */
export function FormSwitch<T extends FieldValues>({ control, name, label }: FormSwitchProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref }, fieldState: { error } }) => (
        <Stack>
          <FormControlLabel
            control={
              <Switch
                name={name}
                onBlur={onBlur}
                checked={Boolean(value)}
                onChange={(event) => onChange(event.target.checked)}
                slotProps={{ input: { ref } }}
              />
            }
            label={label}
          />
          {error ? (
            <Alert severity="error" sx={{ py: 0 }}>
              {error.message}
            </Alert>
          ) : null}
        </Stack>
      )}
    />
  );
}
