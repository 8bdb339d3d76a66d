import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { GetProductFacetsInput } from '../api/get-product-facets';
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
  /** Material and colour facet values (`material=fabric&material=rattan`). */
  materials: string[];
  colors: string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** Width range in centimetres. */
  minWidth: number | null;
  maxWidth: number | null;
  inStock: boolean;
  sort: ProductSort;
  page: number;
}

const PARAM = {
  search: 'search',
  category: 'category',
  material: 'material',
  color: 'color',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  minWidth: 'min_width',
  maxWidth: 'max_width',
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

/** A repeated parameter's distinct, non-blank values, in the order given. */
const readList = (params: URLSearchParams, name: string) => [
  ...new Set(
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

/** A range from the URL; a reversed one is read the way the shopper meant it. */
function readRange(params: URLSearchParams, low: string, high: string) {
  const min = readAmount(params.get(low));
  const max = readAmount(params.get(high));
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

/** True when anything narrows the listing beyond the search. */
export const hasActiveFilters = (filters: ProductFilters) =>
  filters.categories.length > 0 ||
  filters.materials.length > 0 ||
  filters.colors.length > 0 ||
  filters.minPrice !== null ||
  filters.maxPrice !== null ||
  filters.minWidth !== null ||
  filters.maxWidth !== null ||
  filters.inStock;

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const search = (params.get(PARAM.search) ?? '').trim();
  const categories = readList(params, PARAM.category);
  const sortParam = params.get(PARAM.sort);
  let sort = PRODUCT_SORTS.find((entry) => entry === sortParam) ?? defaultSort(search);
  if (sort === 'relevance' && !search) sort = 'newest';
  const page = Number(params.get(PARAM.page));
  const [minPrice = null, maxPrice = null] = readRange(params, PARAM.minPrice, PARAM.maxPrice);
  const [minWidth = null, maxWidth = null] = readRange(params, PARAM.minWidth, PARAM.maxWidth);
  return {
    search,
    categories,
    materials: readList(params, PARAM.material),
    colors: readList(params, PARAM.color),
    minPrice,
    maxPrice,
    minWidth,
    maxWidth,
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
  for (const material of filters.materials) params.append(PARAM.material, material);
  for (const color of filters.colors) params.append(PARAM.color, color);
  if (filters.minPrice !== null) params.set(PARAM.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null) params.set(PARAM.maxPrice, String(filters.maxPrice));
  if (filters.minWidth !== null) params.set(PARAM.minWidth, String(filters.minWidth));
  if (filters.maxWidth !== null) params.set(PARAM.maxWidth, String(filters.maxWidth));
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
    materials: filters.materials,
    colors: filters.colors,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minWidth: filters.minWidth,
    maxWidth: filters.maxWidth,
    inStock: filters.inStock,
    branchId,
  };
}

/** The facet counts' query: the listing's filters without paging or sorting. */
export function facetsQueryFor(
  filters: ProductFilters,
  branchId: string | null,
): GetProductFacetsInput {
  const {
    page: _page,
    limit: _limit,
    sortBy: _by,
    sortOrder: _order,
    ...rest
  } = productsQueryFor(filters, 1, branchId);
  return rest;
}

/** Adds a value to a list filter, or takes it out when it is there. */
export const toggled = (values: readonly string[], value: string) =>
  values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];

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
      update({ categories: toggled(filters.categories, friendlyUrl) }),
    setPage: (page: number) => setParams(productFiltersToParams({ ...filters, page })),
    clearAll: () =>
      setParams(
        productFiltersToParams({
          search: filters.search,
          categories: [],
          materials: [],
          colors: [],
          minPrice: null,
          maxPrice: null,
          minWidth: null,
          maxWidth: null,
          inStock: false,
          sort: defaultSort(filters.search),
          page: 1,
        }),
      ),
    hrefForPage: (page: number) => `?${productFiltersToParams({ ...filters, page }).toString()}`,
    /** Another category's listing with the other filters kept (a child of the current one). */
    hrefForCategory: (friendlyUrl: string) =>
      `?${productFiltersToParams({ ...filters, categories: [friendlyUrl], page: 1 }).toString()}`,
  };
}
