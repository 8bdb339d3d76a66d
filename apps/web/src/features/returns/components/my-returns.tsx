import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderReturn } from '@shop/shared/order-after-sales';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { RetryAlert } from '../../../components/grid-states';
import { EmptyPanel } from '../../../components/empty-panel';
import { ListPagination } from '../../../components/list-pagination';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { StatusChip } from '../../../components/status-chip';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-format';
import { useReturns } from '../api/get-returns';
import { ReturnItems } from './return-items';

const PAGE_SIZE = 10;

function ReturnCard({ entry }: { entry: OrderReturn }) {
  const headingId = useId();
  const href = paths.returnDetails.getHref(entry._id);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 1,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.1rem' }}>
            <Link component={RouterLink} to={href} color="inherit">
              Return for order {entry.orderNumber}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Requested {formatDate(entry.created_at)} · {entry.reason}
          </Typography>
        </Box>
        <StatusChip status={entry.status} label={entry.status_label} />
      </Box>
      <ReturnItems items={entry.items} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          component={RouterLink}
          to={href}
          variant="outlined"
          size="small"
          aria-label={`View details of the return for order ${entry.orderNumber}`}
        >
          View details
        </Button>
      </Box>
    </Paper>
  );
}

/** My Returns: the shopper's return requests, newest first, paged in the URL. */
export function MyReturns() {
  const location = useLocation();
  const pageParam = Number(new URLSearchParams(location.search).get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const query = useReturns({ page, limit: PAGE_SIZE });
  const hrefForPage = (target: number) =>
    target > 1 ? `${location.pathname}?page=${target}` : location.pathname;

  if (query.isPending) {
    return (
      <Stack spacing={2} aria-hidden>
        {[0, 1].map((key) => (
          <SkeletonBlock key={key} sx={{ height: 200 }} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} retryLabel="Retry">
        {query.error.message}
      </RetryAlert>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyPanel
        icon={
          <AssignmentReturnOutlinedIcon
            aria-hidden
            sx={{ fontSize: 48, color: 'text.secondary' }}
          />
        }
        title="You have no returns."
        hint="To return items, open a delivered order and choose Return items."
        action={
          <Button component={RouterLink} to={paths.orders.getHref()} variant="contained">
            Go to My Orders
          </Button>
        }
      />
    );
  }
  const { items, total, limit, page: shownPage } = query.data;
  return (
    <>
      <Stack component="ul" spacing={2} aria-label="Returns" sx={{ p: 0, m: 0 }}>
        {items.map((entry) => (
          <ReturnCard key={entry._id} entry={entry} />
        ))}
      </Stack>
      <ListPagination page={shownPage} total={total} limit={limit} hrefForPage={hrefForPage} />
    </>
  );
}
