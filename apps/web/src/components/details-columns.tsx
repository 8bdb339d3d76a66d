import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A details screen's body: a wide main column and a narrower one beside it (md up). */
export function DetailsColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
