import { ORDER_STATUS_GROUP_NAMES, type OrderStatusGroup } from '@shop/shared/order-status';
import { useLocation, useNavigate } from 'react-router';

export interface OrdersFilters {
  /** null: every order (the All tab). */
  group: OrderStatusGroup | null;
  search: string;
  page: number;
}

const SEARCH_MAX_LENGTH = 40;

export function parseOrdersFilters(params: URLSearchParams): OrdersFilters {
  const groupParam = params.get('group');
  const group = ORDER_STATUS_GROUP_NAMES.find((name) => name === groupParam) ?? null;
  const page = Number(params.get('page'));
  return {
    group,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of the filters; defaults are left out so links stay short. */
export function ordersFiltersToQuery(filters: OrdersFilters): string {
  const params = new URLSearchParams();
  if (filters.group) params.set('group', filters.group);
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The stage tab, order-number search and page of My Orders, read from and written to the URL
 * (so Back, reload and shared links keep them). A new tab or search starts at page 1.
 */
export function useOrdersFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = parseOrdersFilters(new URLSearchParams(location.search));
  const go = (next: OrdersFilters) => void navigate({ search: ordersFiltersToQuery(next) });
  return {
    filters,
    setGroup: (group: OrderStatusGroup | null) => go({ ...filters, group, page: 1 }),
    setSearch: (search: string) =>
      go({ ...filters, search: search.trim().slice(0, SEARCH_MAX_LENGTH), page: 1 }),
    hrefForPage: (page: number) =>
      `${location.pathname}${ordersFiltersToQuery({ ...filters, page })}`,
  };
}
