import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusChip } from './status-chip';

export interface DetailsHeaderProps {
  /** The page's heading (its h1). */
  title: ReactNode;
  /** Added to the heading's style. */
  titleSx?: SxProps<Theme>;
  /** A line under the heading: when it happened, a link to what it belongs to. */
  subtitle: ReactNode;
  status: string;
  statusLabel: string;
}

/** The top of a details screen: its heading and a line under it, its status at the right. */
export function DetailsHeader({
  title,
  titleSx,
  subtitle,
  status,
  statusLabel,
}: DetailsHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h1"
          sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(titleSx) ? titleSx : [titleSx])]}
        >
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      </Box>
      <StatusChip status={status} label={statusLabel} size="medium" sx={{ fontSize: '0.95rem' }} />
    </Box>
  );
}

export interface DetailsColumnsProps {
  /** Between the columns and the cards in them (theme spacing; may vary by breakpoint). */
  gap?: ResponsiveStyleValue<number>;
  children: ReactNode;
}

/** The two columns of a details screen (the main one wider), one above the other on phones. */
export function DetailsColumns({ gap = 3, children }: DetailsColumnsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
