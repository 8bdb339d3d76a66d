import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyPanelProps {
  /** A decorative icon (hidden from screen readers by the caller's `aria-hidden`). */
  icon: ReactNode;
  title: string;
  /** A line under the title. */
  hint?: ReactNode;
  /** The way on: a button or link, if there is one. */
  action?: ReactNode;
  /** Added to the panel's style (e.g. more room around a page's only content). */
  sx?: SxProps<Theme>;
}

/** An empty list in place of its items: what is missing and where to go from here. */
export function EmptyPanel({ icon, title, hint, action, sx }: EmptyPanelProps) {
  return (
    <Box
      sx={[
        {
          textAlign: 'center',
          py: { xs: 5, md: 8 },
          px: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
      <Typography component="h2" variant="h3" sx={{ mt: 1, mb: hint || !action ? 0 : 2 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography color="text.secondary" sx={{ mt: 1, mb: action ? 2 : 0 }}>
          {hint}
        </Typography>
      ) : null}
      {action}
    </Box>
  );
}
