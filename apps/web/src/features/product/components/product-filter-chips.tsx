import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import type { FacetOption, ProductFacets } from '@shop/shared/contracts/catalogue';
import { formatPeso } from '@shop/shared/money';
import type { ProductFilters, ProductFiltersPatch } from '../hooks/use-product-filters';

export interface ProductFilterChipsProps {
  filters: ProductFilters;
  /** Display names by friendly URL; unknown ones show the URL itself. */
  categoryNames: ReadonlyMap<string, string>;
  /** Names of the material and colour values, from the facet counts. */
  facets?: ProductFacets;
  onChange: (patch: ProductFiltersPatch) => void;
  onClearAll: () => void;
}

function rangeLabel(
  min: number | null,
  max: number | null,
  format: (value: number) => string,
): string {
  if (min !== null && max !== null) return `${format(min)} - ${format(max)}`;
  if (min !== null) return `From ${format(min)}`;
  return `Up to ${format(max ?? 0)}`;
}

const labelOf = (options: readonly FacetOption[] | undefined, value: string) =>
  options?.find((option) => option.value === value)?.label ?? value;

/** The filters in force, each removable on its own. */
export function ProductFilterChips({
  filters,
  categoryNames,
  facets,
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
  for (const material of filters.materials) {
    chips.push({
      key: `material-${material}`,
      label: labelOf(facets?.materials, material),
      remove: () =>
        onChange({ materials: filters.materials.filter((entry) => entry !== material) }),
    });
  }
  for (const color of filters.colors) {
    chips.push({
      key: `color-${color}`,
      label: labelOf(facets?.colors, color),
      remove: () => onChange({ colors: filters.colors.filter((entry) => entry !== color) }),
    });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({
      key: 'price',
      label: rangeLabel(filters.minPrice, filters.maxPrice, formatPeso),
      remove: () => onChange({ minPrice: null, maxPrice: null }),
    });
  }
  if (filters.minWidth !== null || filters.maxWidth !== null) {
    chips.push({
      key: 'width',
      label: `Width ${rangeLabel(filters.minWidth, filters.maxWidth, (cm) => `${cm} cm`)}`,
      remove: () => onChange({ minWidth: null, maxWidth: null }),
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
