import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import { formatPeso } from '@shop/shared/money';
import type { ProductFilters, ProductFiltersPatch } from '../hooks/use-product-filters';

export interface ProductFilterChipsProps {
  filters: ProductFilters;
  /** Display names by friendly URL; unknown ones show the URL itself. */
  categoryNames: ReadonlyMap<string, string>;
  onChange: (patch: ProductFiltersPatch) => void;
  onClearAll: () => void;
}

function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatPeso(min)} - ${formatPeso(max)}`;
  if (min !== null) return `From ${formatPeso(min)}`;
  return `Up to ${formatPeso(max ?? 0)}`;
}

/** The filters in force, each removable on its own. */
export function ProductFilterChips({
  filters,
  categoryNames,
  onChange,
  onClearAll,
}: ProductFilterChipsProps) {
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (filters.search) {
    chips.push({
      key: 'search',
      label: `Search: ${filters.search}`,
      remove: () => onChange({ search: '' }),
    });
  }
  for (const category of filters.categories) {
    chips.push({
      key: `category-${category}`,
      label: categoryNames.get(category) ?? category,
      remove: () =>
        onChange({ categories: filters.categories.filter((entry) => entry !== category) }),
    });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({
      key: 'price',
      label: priceLabel(filters.minPrice, filters.maxPrice),
      remove: () => onChange({ minPrice: null, maxPrice: null }),
    });
  }
  if (filters.inStock) {
    chips.push({
      key: 'stock',
      label: 'In stock only',
      remove: () => onChange({ inStock: false }),
    });
  }
  if (chips.length === 0) return null;
  const filterCount = chips.filter((chip) => chip.key !== 'search').length;

  return (
    <Box
      component="ul"
      aria-label="Active filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Button
            variant="outlined"
            size="small"
            color="inherit"
            endIcon={<CloseIcon />}
            onClick={chip.remove}
            aria-label={`Remove filter: ${chip.label}`}
            sx={{ borderRadius: 4, borderColor: 'divider', fontWeight: 500 }}
          >
            {chip.label}
          </Button>
        </li>
      ))}
      {filterCount > 1 ? (
        <li>
          <Button size="small" onClick={onClearAll}>
            Clear all filters
          </Button>
        </li>
      ) : null}
    </Box>
  );
}
