import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A password input with a show/hide toggle named after its field. */
export function PasswordField<T extends FieldValues>({
  label,
  autoComplete = 'new-password',
  ...props
}: Omit<FormTextFieldProps<T>, 'type' | 'label'> & { label: string }) {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      {...props}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
                onClick={() => setShown((value) => !value)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
