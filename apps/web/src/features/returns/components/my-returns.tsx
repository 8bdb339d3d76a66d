import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { OrderReturn } from '@shop/shared/order-after-sales';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyPanel, RetryAlert } from '../../../components/grid-states';
import { ListCard } from '../../../components/list-page-frame';
import { ListPagination } from '../../../components/list-pagination';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-format';
import { useReturns } from '../api/get-returns';
import { ReturnItems } from './return-items';

const PAGE_SIZE = 10;

function ReturnCard({ entry }: { entry: OrderReturn }) {
  return (
    <ListCard
      title={`Return for order ${entry.orderNumber}`}
      href={paths.returnDetails.getHref(entry._id)}
      subtitle={`Requested ${formatDate(entry.created_at)} · ${entry.reason}`}
      status={entry.status}
      statusLabel={entry.status_label}
      detailsLabel={`View details of the return for order ${entry.orderNumber}`}
    >
      <ReturnItems items={entry.items} />
    </ListCard>
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
