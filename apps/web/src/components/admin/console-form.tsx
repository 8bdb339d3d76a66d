import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';

export interface ConsoleFormProps {
  /** The form's accessible name, e.g. "Edit category". */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A console form: its fields stacked with the console's spacing, checked by the form's own
 * rules (the browser's are off) and named for assistive technology.
 */
export function ConsoleForm({ label, onSubmit, sx, children }: ConsoleFormProps) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={sx}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
