import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../lib/api-client';
import { RetryAlert } from './grid-states';

export interface LoadErrorProps {
  error: Error;
  onRetry: () => void;
  /** A panel's heading above the server's message, e.g. "We could not load your profile." */
  title?: string;
  /** A whole page's way back; a plain "not found" then offers no retry (asking again won't help). */
  back?: { href: string; label: string };
}

/**
 * A read that failed: what went wrong, what the server said and a way to try again; on a page
 * of its own (`back`), a way back too.
 */
export function LoadError({ error, onRetry, title, back }: LoadErrorProps) {
  if (!back) {
    return (
      <RetryAlert variant="outlined" sx={{ bgcolor: 'background.paper' }} onRetry={onRetry}>
        {title ? (
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        ) : null}
        <Typography component="p" variant="body2">
          {error.message}
        </Typography>
      </RetryAlert>
    );
  }
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <RetryAlert
        sx={{ width: '100%' }}
        onRetry={notFound ? undefined : onRetry}
        retryLabel="Retry"
      >
        {title ? (
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        ) : null}
        {error.message}
      </RetryAlert>
      <Button component={RouterLink} to={back.href} variant="outlined">
        {back.label}
      </Button>
    </Stack>
  );
}
