import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type GridColDef } from '@mui/x-data-grid';
import type { AdminReview, AdminReviewsQuery } from '@shop/shared/reviews';
import { useMemo, useState } from 'react';
import { FilterBar, SearchField } from '../../../components/admin/filter-bar';
import { ServerGrid } from '../../../components/admin/server-grid';
import { RatingStars } from '../../../components/rating-stars';
import { useUrlText } from '../../../hooks/use-url-text';
import { formatDateTime } from '../../../lib/date-format';
import { useReviews } from '../api/get-reviews';
import { useSetReviewVisibility } from '../api/set-review-visibility';
import { HideReviewDialog } from './hide-review-dialog';

export interface ReviewsListProps {
  query: AdminReviewsQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  onChanged: (message: string) => void;
}

/** Reviews, newest first: visibility tab and search in the URL; hide (with a reason) or show. */
export function ReviewsList({ query, onQueryChange, onChanged }: ReviewsListProps) {
  const result = useReviews(query);
  const visibility = useSetReviewVisibility();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [search, setSearch] = useUrlText(query.search, (next) => onQueryChange({ search: next }));
  const columns = useMemo<GridColDef<AdminReview>[]>(
    () => [
      {
        field: 'created_at',
        headerName: 'Written',
        width: 160,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'rating',
        headerName: 'Stars',
        width: 120,
        renderCell: ({ row }) => <RatingStars average={row.rating} />,
      },
      {
        field: 'product',
        headerName: 'Product',
        minWidth: 180,
        flex: 1,
        renderCell: ({ row }) => (
          <Link href={`/product/detail/${encodeURIComponent(row.product.friendly_url)}`}>
            {row.product.name}
          </Link>
        ),
      },
      { field: 'text', headerName: 'Review', minWidth: 240, flex: 2 },
      {
        field: 'customer',
        headerName: 'Customer',
        minWidth: 200,
        flex: 1,
        valueGetter: (_value, row) => `${row.customer.name} · ${row.customer.email}`,
      },
      {
        field: 'hidden',
        headerName: 'Shown',
        width: 170,
        valueGetter: (_value, row) => (row.hidden ? `Hidden: ${row.hidden_reason}` : 'Shown'),
      },
      {
        field: 'actions',
        headerName: 'Action',
        width: 110,
        sortable: false,
        renderCell: ({ row }) =>
          row.hidden ? (
            <Button
              size="small"
              onClick={() =>
                void visibility
                  .mutateAsync({ reviewId: row._id, hide: false })
                  .then(() => onChanged('The review is shown again.'))
              }
              aria-label={`Unhide the review of ${row.product.name} by ${row.customer.name}`}
            >
              Unhide
            </Button>
          ) : (
            <Button
              size="small"
              color="error"
              onClick={() => setHiding(row)}
              aria-label={`Hide the review of ${row.product.name} by ${row.customer.name}`}
            >
              Hide
            </Button>
          ),
      },
    ],
    [visibility, onChanged],
  );
  return (
    <>
      <Tabs
        value={query.visibility}
        onChange={(_event, value: string) =>
          onQueryChange({ visibility: value === 'all' ? undefined : value })
        }
        aria-label="Review visibility"
        sx={{ mb: 2 }}
      >
        <Tab value="all" label="All" />
        <Tab value="visible" label="Shown" />
        <Tab value="hidden" label="Hidden" />
      </Tabs>
      <FilterBar>
        <SearchField label="Product, customer e-mail or text" value={search} onChange={setSearch} />
      </FilterBar>
      <ServerGrid
        label="Reviews"
        result={result}
        query={query}
        onQueryChange={onQueryChange}
        emptyLabel="No reviews here."
        columns={columns}
        getRowId={(row: AdminReview) => row._id}
        disableColumnSorting
      />
      <HideReviewDialog
        review={hiding}
        onClose={() => setHiding(null)}
        onHide={async (reason) => {
          await visibility.mutateAsync({ reviewId: hiding!._id, hide: true, reason });
          onChanged('The review is hidden from the shop.');
        }}
      />
    </>
  );
}
