import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
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

export interface DetailsQueryProps<T> {
  query: UseQueryResult<T>;
  /** Where the page's "back" button goes when the read fails. */
  back: { href: string; label: string };
  /** The page's body once the data is in. */
  children: (data: T) => ReactNode;
}

/** A details page's read: its skeleton while it loads, the error and a way back if it fails. */
export function DetailsQuery<T>({ query, back, children }: DetailsQueryProps<T>) {
  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} back={back} />;
  }
  return children(query.data);
}

/** Why an order action (cancel, return) is not open now, and the way back to the order. */
export function ActionClosedNotice({
  orderHref,
  children,
}: {
  orderHref: string;
  children: ReactNode;
}) {
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {children}
      </Alert>
      <Button component={RouterLink} to={orderHref} variant="outlined">
        Back to the order
      </Button>
    </Box>
  );
}
