import type { SxProps, Theme } from '@mui/material/styles';

/** A section's heading row: the title at the start, its action (See all, Clear) at the end. */
export const SECTION_HEADER_SX: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 2,
  mb: 3,
};
