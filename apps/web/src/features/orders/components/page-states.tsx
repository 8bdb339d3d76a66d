import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/grid-states';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { ApiError } from '../../../lib/api-client';

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

export interface LoadErrorProps {
  error: Error;
  onRetry: () => void;
  backHref: string;
  backLabel: string;
}

/** A failed load: the server's message, Retry (unless it was a plain "not found") and a way back. */
export function LoadError({ error, onRetry, backHref, backLabel }: LoadErrorProps) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <RetryAlert
        sx={{ width: '100%' }}
        onRetry={notFound ? undefined : onRetry}
        retryLabel="Retry"
      >
        {error.message}
      </RetryAlert>
      <Button component={RouterLink} to={backHref} variant="outlined">
        {backLabel}
      </Button>
    </Stack>
  );
}
