import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyPanelProps {
  /** A decorative icon (hidden from screen readers by the caller's `aria-hidden`). */
  icon: ReactNode;
  title: string;
  /** A line under the title. */
  hint?: ReactNode;
  /** The way on: a button or link. */
  action: ReactNode;
}

/** An empty list in place of its items: what is missing and where to go from here. */
export function EmptyPanel({ icon, title, hint, action }: EmptyPanelProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 5, md: 8 },
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {icon}
      <Typography component="h2" variant="h3" sx={{ mt: 1, mb: hint ? 0 : 2 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {hint}
        </Typography>
      ) : null}
      {action}
    </Box>
  );
}
