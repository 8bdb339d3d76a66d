import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { toDisplayMessages } from '../../../lib/error-messages';

const FALLBACK = 'Something went wrong. Please try again.';

/** A failed read: what the server said, and a way to try again. */
export function ErrorState({
  error,
  title = 'We could not load this content.',
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  const [message = FALLBACK] = toDisplayMessages(error);
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ my: 3, bgcolor: 'background.paper' }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" variant="body2">
        {message}
      </Typography>
    </Alert>
  );
}

/** Nothing to show: a short sentence and, where useful, a way on. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        my: 3,
        p: { xs: 3, md: 5 },
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="p" variant="h3" sx={{ mb: children ? 1 : 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
