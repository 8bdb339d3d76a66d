import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDERS_PAGE_SIZE } from '@shop/shared/order-after-sales';
import type { OrderStatusGroup } from '@shop/shared/order-status';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyPanel, RetryAlert } from '../../../components/grid-states';
import { ListPagination } from '../../../components/list-pagination';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { paths } from '../../../config/paths';
import { useOrders } from '../api/get-orders';
import { useOrdersFilters } from '../hooks/use-orders-filters';
import { OrderCard } from './order-card';

type TabValue = OrderStatusGroup | 'all';

/** The stages of ORDER_STATUS_GROUPS as tabs, each with what its empty list says. */
const TABS: Record<TabValue, { label: string; empty: string }> = {
  all: { label: 'All', empty: 'You have no orders yet.' },
  to_pay: { label: 'To pay', empty: 'No orders are waiting for payment.' },
  processing: { label: 'Processing', empty: 'No orders are being prepared right now.' },
  shipped: { label: 'Shipped', empty: 'No orders are on the way.' },
  delivered: {
    label: 'Delivered',
    empty: 'No delivered orders are waiting for your confirmation.',
  },
  completed: { label: 'Completed', empty: 'No completed orders yet.' },
  cancelled: { label: 'Cancelled', empty: 'No cancelled orders.' },
  returns: { label: 'Returns', empty: 'No orders with a return.' },
};
const TAB_VALUES = Object.keys(TABS) as TabValue[];

const tabId = (value: TabValue) => `orders-tab-${value}`;
const PANEL_ID = 'orders-panel';

function SearchForm({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(value);
  // Back/forward or a cleared search brings another value from the URL: show it (adjusting
  // state while rendering, so the field keeps its focus).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ width: { xs: '100%', sm: 320 } }}>
      <TextField
        type="search"
        size="small"
        fullWidth
        label="Search by order number"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 40, inputMode: 'search', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label="Search orders">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      {[0, 1, 2].map((key) => (
        <SkeletonBlock key={key} sx={{ height: 220 }} />
      ))}
    </Stack>
  );
}

/** My Orders: stage tabs, order-number search and the paged cards, all kept in the URL. */
export function MyOrders() {
  const { filters, setGroup, setSearch, hrefForPage } = useOrdersFilters();
  const query = useOrders({
    page: filters.page,
    limit: ORDERS_PAGE_SIZE,
    group: filters.group ?? undefined,
    search: filters.search || undefined,
  });
  const tab: TabValue = filters.group ?? 'all';
  const listRef = useRef<HTMLDivElement>(null);

  // A new page starts at the top of the list, not wherever the pager was.
  const previousPage = useRef(filters.page);
  useEffect(() => {
    if (previousPage.current === filters.page) return;
    previousPage.current = filters.page;
    listRef.current?.scrollIntoView?.({ block: 'start' });
  }, [filters.page]);

  let body;
  if (query.isPending) {
    body = <ListSkeleton />;
  } else if (query.isError) {
    body = (
      <RetryAlert onRetry={() => void query.refetch()} retryLabel="Retry">
        {query.error.message}
      </RetryAlert>
    );
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyPanel
        icon={
          <ReceiptLongOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        }
        title={filters.search ? `No orders match “${filters.search}”.` : TABS[tab].empty}
        action={
          filters.search ? (
            <Button variant="outlined" onClick={() => setSearch('')}>
              Clear search
            </Button>
          ) : (
            <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
              Browse products
            </Button>
          )
        }
      />
    );
  } else {
    const { items, total, limit, page } = query.data;
    body = (
      <>
        <Stack
          component="ul"
          spacing={2}
          aria-label="Orders"
          aria-busy={query.isFetching && query.isPlaceholderData}
          sx={{ p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {items.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </Stack>
        <ListPagination page={page} total={total} limit={limit} hrefForPage={hrefForPage} />
      </>
    );
  }

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <SearchForm value={filters.search} onSearch={setSearch} />
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => setGroup(value === 'all' ? null : value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Order stages"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TAB_VALUES.map((value) => (
          <Tab
            key={value}
            value={value}
            label={TABS[value].label}
            id={tabId(value)}
            aria-controls={PANEL_ID}
          />
        ))}
      </Tabs>
      <Box
        ref={listRef}
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(tab)}
        sx={{ scrollMarginTop: 120 }}
      >
        {filters.search && query.data && query.data.items.length > 0 ? (
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {query.data.total} {query.data.total === 1 ? 'order matches' : 'orders match'} “
            {filters.search}”.{' '}
            <Button size="small" onClick={() => setSearch('')}>
              Clear search
            </Button>
          </Typography>
        ) : null}
        {body}
      </Box>
    </>
  );
}
