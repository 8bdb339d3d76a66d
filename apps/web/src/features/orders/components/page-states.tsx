import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SkeletonBlock } from '../../../components/skeleton-block';

/** The shape of a details page while it loads: a title line, then two columns of panels. */
export function DetailsSkeleton() {
  return (
    <Stack spacing={3} aria-hidden>
      <SkeletonBlock sx={{ height: 40, width: { xs: '80%', md: 420 } }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          gap: 3,
        }}
      >
        <SkeletonBlock sx={{ height: 320 }} />
        <SkeletonBlock sx={{ height: 320 }} />
      </Box>
    </Stack>
  );
}
