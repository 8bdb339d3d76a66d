import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  /** The id of the section's heading, which names it. */
  labelledBy: string;
  /** Added to the card's padding. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** An outlined card that is a section of its page, named by its heading. */
export function SectionCard({ labelledBy, sx, children }: SectionCardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={labelledBy}
      sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Paper>
  );
}
