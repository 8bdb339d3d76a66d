import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ResponsiveStyleValue } from '@mui/system';
import { useId, type ReactNode } from 'react';
import { StatusChip } from './status-chip';

// The cards, layout and rows that details and summary screens (an order, a return, checkout,
// the account) are built from.

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

/** A titled card of a details screen, named by its heading. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <SectionCard labelledBy={headingId}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </SectionCard>
  );
}

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

export interface AmountRowProps {
  label: ReactNode;
  value: ReactNode;
  /** Added to the row's style (weight, size, a rule above the total…). */
  sx?: SxProps<Theme>;
  labelSx?: SxProps<Theme>;
  valueSx?: SxProps<Theme>;
}

/** One line of a totals list (`<dl>`): its label at the left, its amount at the right. */
export function AmountRow({ label, value, sx, labelSx, valueSx }: AmountRowProps) {
  return (
    <Box
      sx={[
        { display: 'flex', justifyContent: 'space-between', gap: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="dt" sx={labelSx}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={[{ m: 0, textAlign: 'right' }, ...(Array.isArray(valueSx) ? valueSx : [valueSx])]}
      >
        {value}
      </Box>
    </Box>
  );
}
