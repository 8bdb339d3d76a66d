import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The small "← where you came from" link above a details or form screen's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ mb: 2 }}
    >
      {children}
    </Button>
  );
}
