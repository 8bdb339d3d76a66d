import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { GetProductsInput } from '../api/get-products';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name: A to Z',
};

const SORT_QUERY: Record<ProductSort, Pick<GetProductsInput, 'sortBy' | 'sortOrder'>> = {
  newest: { sortBy: 'created_at', sortOrder: 'desc' },
  price_asc: { sortBy: 'price', sortOrder: 'asc' },
  price_desc: { sortBy: 'price', sortOrder: 'desc' },
  name: { sortBy: 'name', sortOrder: 'asc' },
  relevance: { sortBy: 'relevance', sortOrder: 'desc' },
};

/** Everything that shapes the listing; all of it lives in the URL (spec section 2). */
export interface ProductFilters {
  search: string;
  /** Category friendly URLs, `category=a&category=b`. */
  categories: string[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: ProductSort;
  page: number;
}

const PARAM = {
  search: 'search',
  category: 'category',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  inStock: 'in_stock',
  sort: 'sort',
  page: 'page',
} as const;

/** Relevance only means something for a search; without one the newest come first. */
export const defaultSort = (search: string): ProductSort => (search ? 'relevance' : 'newest');

function readAmount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const search = (params.get(PARAM.search) ?? '').trim();
  const categories = [
    ...new Set(
      params
        .getAll(PARAM.category)
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
  const sortParam = params.get(PARAM.sort);
  let sort = PRODUCT_SORTS.find((entry) => entry === sortParam) ?? defaultSort(search);
  if (sort === 'relevance' && !search) sort = 'newest';
  const page = Number(params.get(PARAM.page));
  let minPrice = readAmount(params.get(PARAM.minPrice));
  let maxPrice = readAmount(params.get(PARAM.maxPrice));
  // A reversed range is read the way the shopper meant it.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    search,
    categories,
    minPrice,
    maxPrice,
    inStock: ['1', 'true'].includes(params.get(PARAM.inStock) ?? ''),
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a set of filters; defaults are left out so links stay short. */
export function productFiltersToParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(PARAM.search, filters.search);
  for (const category of filters.categories) params.append(PARAM.category, category);
  if (filters.minPrice !== null) params.set(PARAM.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null) params.set(PARAM.maxPrice, String(filters.maxPrice));
  if (filters.inStock) params.set(PARAM.inStock, '1');
  if (filters.sort !== defaultSort(filters.search)) params.set(PARAM.sort, filters.sort);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  return params;
}

export function productsQueryFor(
  filters: ProductFilters,
  pageSize: number,
  branchId: string | null,
): GetProductsInput {
  return {
    page: filters.page,
    limit: pageSize,
    ...SORT_QUERY[filters.sort],
    search: filters.search || undefined,
    categories: filters.categories,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    inStock: filters.inStock,
    branchId,
  };
}

export type ProductFiltersPatch = Partial<Omit<ProductFilters, 'page'>>;

/**
 * The listing's filters read from and written to the URL. Each change is a new history entry,
 * so Back undoes it; any change but paging starts again at page 1.
 */
export function useProductFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  // While the router settles a change, show it already: a ticked box stays ticked.
  const pending = useNavigation().location;
  const search =
    pending && pending.pathname === location.pathname ? pending.search : location.search;
  const filters = parseProductFilters(new URLSearchParams(search));
  // A relative navigation to the same screen with a new query: a history entry per change.
  const setParams = (params: URLSearchParams) => {
    const query = params.toString();
    void navigate({ search: query ? `?${query}` : '' });
  };

  const update = (patch: ProductFiltersPatch) => {
    const next = { ...filters, ...patch, page: 1 };
    // A new or cleared search resets a relevance sort that no longer applies.
    if (patch.search !== undefined && patch.sort === undefined) {
      if (next.sort === 'relevance' || next.sort === defaultSort(filters.search)) {
        next.sort = defaultSort(next.search);
      }
    }
    setParams(productFiltersToParams(next));
  };

  return {
    filters,
    update,
    toggleCategory: (friendlyUrl: string) =>
      update({
        categories: filters.categories.includes(friendlyUrl)
          ? filters.categories.filter((entry) => entry !== friendlyUrl)
          : [...filters.categories, friendlyUrl],
      }),
    setPage: (page: number) => setParams(productFiltersToParams({ ...filters, page })),
    clearAll: () =>
      setParams(
        productFiltersToParams({
          search: filters.search,
          categories: [],
          minPrice: null,
          maxPrice: null,
          inStock: false,
          sort: defaultSort(filters.search),
          page: 1,
        }),
      ),
    hrefForPage: (page: number) => `?${productFiltersToParams({ ...filters, page }).toString()}`,
  };
}
