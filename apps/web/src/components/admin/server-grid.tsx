import {
  DataGrid,
  type DataGridProps,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZES } from '@shop/shared/admin/staff';

/** The URL list state a server-side grid pages (and sorts) by. */
export interface ServerGridQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** What a list query hook gives: one page of rows and the total. */
export interface ServerGridResult<R> {
  data?: { data: R[]; meta: { total: number } };
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
}

export interface ServerGridProps<R extends GridValidRowModel> extends Omit<
  DataGridProps<R>,
  'rows' | 'rowCount' | 'loading'
> {
  /** The grid's accessible name. */
  label: string;
  result: ServerGridResult<R>;
  query: ServerGridQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  /** Shown when there are no rows (the server's message when the list failed). */
  emptyLabel: string;
  /** The columns the server sorts by; given, the grid's sort is `query.sort` and `query.order`. */
  sortFields?: readonly string[];
}

/**
 * A console list on a Data Grid whose paging, sorting and filtering are the server's and whose
 * state is the URL's (`query`, changed through `onQueryChange`).
 */
export function ServerGrid<R extends GridValidRowModel>({
  label,
  result,
  query,
  onQueryChange,
  emptyLabel,
  sortFields,
  sx = { bgcolor: 'background.paper' },
  ...rest
}: ServerGridProps<R>) {
  const sorting: Partial<DataGridProps<R>> = sortFields
    ? {
        sortModel: [{ field: query.sort ?? '', sort: query.order }] satisfies GridSortModel,
        sortingOrder: ['asc', 'desc'],
        onSortModelChange: (model) => {
          const [first] = model;
          const field = sortFields.find((name) => name === first?.field);
          onQueryChange({ sort: field, order: field ? (first?.sort ?? 'asc') : undefined });
        },
      }
    : {};
  return (
    <DataGrid
      aria-label={label}
      rows={result.data?.data ?? []}
      rowCount={result.data?.meta.total ?? 0}
      loading={result.isFetching}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={[...ADMIN_PAGE_SIZES]}
      paginationModel={{ page: query.page - 1, pageSize: query.limit }}
      onPaginationModelChange={(model) =>
        onQueryChange({ page: model.page + 1, limit: model.pageSize })
      }
      localeText={{ noRowsLabel: result.isError ? (result.error?.message ?? '') : emptyLabel }}
      autoHeight
      {...sorting}
      {...rest}
      sx={sx}
    />
  );
}
