import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface GridSkeletonProps {
  /** How many placeholder items. */
  count: number;
  /** Names the busy region, e.g. "Loading featured products". */
  label: string;
  /** The real list's layout, so nothing moves when the items arrive. */
  sx: SxProps<Theme>;
  /** One placeholder item, shaped like a real one (built from `SkeletonBlock`s). */
  item: ReactNode;
  /** A placeholder above the list (a section title); the whole is then one status region. */
  heading?: ReactNode;
}

/** A grid's shape while its items load. */
export function GridSkeleton({ count, label, sx, item, heading }: GridSkeletonProps) {
  const busy = { 'aria-busy': true, 'aria-label': label } as const;
  const list = (
    <Box component="ul" {...(heading ? {} : busy)} sx={sx}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
  if (!heading) return list;
  return (
    <Box role="status" {...busy}>
      {heading}
      {list}
    </Box>
  );
}

/** A message in place of a grid (an error, a page that ran out): what happened and a way on. */
export function GridMessage({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'primary.light',
        bgcolor: '#FDECEA',
      }}
    >
      {children}
    </Box>
  );
}

/** A grid that could not load: the message and "Try again", disabled while it retries. */
export function GridError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <GridMessage>
      <Typography>{message}</Typography>
      <Button variant="outlined" size="small" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </GridMessage>
  );
}

/**
 * A read that failed, as an error alert: what happened and a button to ask again (none where
 * asking again cannot help).
 */
export function RetryAlert({
  children,
  onRetry,
  retryLabel = 'Try again',
  variant,
  sx,
}: {
  children: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  variant?: 'standard' | 'outlined';
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      variant={variant}
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}

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
