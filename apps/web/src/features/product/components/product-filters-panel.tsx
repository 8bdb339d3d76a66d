import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FacetOption, FacetRange, ProductFacets } from '@shop/shared/contracts/catalogue';
import { formatPeso } from '@shop/shared/money';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  toggled,
  type ProductFilters,
  type ProductFiltersPatch,
} from '../hooks/use-product-filters';

export interface FilterCategory {
  name: string;
  friendlyUrl: string;
  children?: FilterCategory[];
}

export interface ProductFiltersPanelProps {
  filters: ProductFilters;
  categories: readonly FilterCategory[];
  categoriesLoading?: boolean;
  onToggleCategory: (friendlyUrl: string) => void;
  onPriceChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
  onInStockChange: (inStock: boolean) => void;
  /** Material, colour and width changes. */
  onChange: (patch: ProductFiltersPatch) => void;
  /** Counts for the options; undefined while the first ones load (or if they failed). */
  facets?: ProductFacets;
  /** The branch picker, composed in by the screen (it belongs to the catalogue). */
  branchSlot?: ReactNode;
}

/** A native checkbox: MUI's Checkbox would put its switch machinery in every page's bundle. */
function CheckOption({
  label,
  checked,
  onChange,
  count,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /**
   * Products this option would show. It describes the box rather than names it, so the name
   * stays "Fabric" while the count changes ("Fabric, checkbox, 12 products").
   */
  count?: number;
}) {
  const id = useId();
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        minHeight: 36,
        cursor: 'pointer',
        fontSize: '0.95rem',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        aria-labelledby={`${id}-label`}
        aria-describedby={count === undefined ? undefined : `${id}-count`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        sx={{
          width: 18,
          height: 18,
          m: 0,
          flexShrink: 0,
          cursor: 'pointer',
          accentColor: (theme) => theme.palette.primary.main,
        }}
      />
      <Box component="span" id={`${id}-label`} sx={{ flex: 1, minWidth: 0 }}>
        {label}
      </Box>
      {count === undefined ? null : (
        <Box
          component="span"
          id={`${id}-count`}
          sx={{ color: 'text.secondary', fontSize: '0.85rem' }}
        >
          ({count}
          <Box component="span" sx={visuallyHidden}>
            {count === 1 ? ' product' : ' products'}
          </Box>
          )
        </Box>
      )}
    </Box>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 1, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const toAmount = (value: string): number | null => {
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : Number.NaN;
};

interface RangeText {
  minLabel: string;
  maxLabel: string;
  apply: string;
  /** How the bounds of the products on offer read ("₱2,500", "40 cm"). */
  format: (value: number) => string;
}

const PRICE_TEXT: RangeText = {
  minLabel: 'Min (₱)',
  maxLabel: 'Max (₱)',
  apply: 'Apply price',
  format: (value) => formatPeso(value),
};

const WIDTH_TEXT: RangeText = {
  minLabel: 'Min width (cm)',
  maxLabel: 'Max width (cm)',
  apply: 'Apply width',
  format: (value) => `${value} cm`,
};

function RangeForm({
  low,
  high,
  bounds,
  text,
  onApply,
}: {
  low: number | null;
  high: number | null;
  bounds?: FacetRange;
  text: RangeText;
  onApply: (low: number | null, high: number | null) => void;
}) {
  const [min, setMin] = useState(low === null ? '' : String(low));
  const [max, setMax] = useState(high === null ? '' : String(high));
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const low = toAmount(min);
    const high = toAmount(max);
    if (Number.isNaN(low) || Number.isNaN(high) || (low ?? 0) < 0 || (high ?? 0) < 0) {
      setError('Enter amounts of 0 or more.');
      return;
    }
    if (low !== null && high !== null && low > high) {
      setError('The minimum must not be more than the maximum.');
      return;
    }
    setError(null);
    onApply(low, high);
  }

  const hint =
    bounds && bounds.min !== null && bounds.max !== null
      ? `From ${text.format(bounds.min)} to ${text.format(bounds.max)} here`
      : null;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const inputProps = {
    inputMode: 'decimal' as const,
    min: 0,
    step: 'any',
    'aria-describedby': describedBy || undefined,
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          label={text.minLabel}
          type="number"
          size="small"
          value={min}
          onChange={(event) => setMin(event.target.value)}
          error={Boolean(error)}
          slotProps={{ htmlInput: inputProps }}
        />
        <TextField
          label={text.maxLabel}
          type="number"
          size="small"
          value={max}
          onChange={(event) => setMax(event.target.value)}
          error={Boolean(error)}
          slotProps={{ htmlInput: inputProps }}
        />
      </Box>
      {hint ? (
        <Typography id={hintId} color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      ) : null}
      {error ? (
        <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
      <Button type="submit" variant="outlined" size="small" sx={{ mt: 1 }}>
        {text.apply}
      </Button>
    </Box>
  );
}

function CategoryOption({
  category,
  selected,
  onToggle,
  nested = false,
}: {
  category: FilterCategory;
  selected: readonly string[];
  onToggle: (friendlyUrl: string) => void;
  nested?: boolean;
}) {
  return (
    <Box component="li" sx={{ pl: nested ? 3 : 0 }}>
      <CheckOption
        label={category.name}
        checked={selected.includes(category.friendlyUrl)}
        onChange={() => onToggle(category.friendlyUrl)}
      />
      {category.children && category.children.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {category.children.map((child) => (
            <CategoryOption
              key={child.friendlyUrl}
              category={child}
              selected={selected}
              onToggle={onToggle}
              nested
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

const SHORT_LIST = 6;

/** A facet's options as checkboxes with counts; a long list opens on demand. */
function OptionList({
  title,
  plural,
  options,
  selected,
  onToggle,
}: {
  title: string;
  plural: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (options.length === 0) return null;
  // Ticked options always show, wherever their count sorted them.
  const shown = expanded
    ? options
    : options.filter((option, index) => index < SHORT_LIST || selected.includes(option.value));
  return (
    <FilterGroup title={title}>
      <Box component="ul" id={listId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((option) => (
          <li key={option.value}>
            <CheckOption
              label={option.label}
              count={option.count}
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
          </li>
        ))}
      </Box>
      {options.length > SHORT_LIST ? (
        <Button
          size="small"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          aria-controls={listId}
          sx={{ mt: 0.5, px: 0.5 }}
        >
          {expanded ? `Show fewer ${plural}` : `Show all ${options.length} ${plural}`}
        </Button>
      ) : null}
    </FilterGroup>
  );
}

/**
 * The listing's filters: branch, availability, price, material, colour, width and categories.
 * Counts come from the facets, which reflect the other filters in force.
 */
export function ProductFiltersPanel({
  filters,
  categories,
  categoriesLoading = false,
  onToggleCategory,
  onPriceChange,
  onInStockChange,
  onChange,
  facets,
  branchSlot,
}: ProductFiltersPanelProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {branchSlot}
      <FilterGroup title="Availability">
        <CheckOption
          label="In stock only"
          count={facets?.in_stock.count}
          checked={filters.inStock}
          onChange={onInStockChange}
        />
      </FilterGroup>
      <FilterGroup title="Price">
        <RangeForm
          // A new range from the URL (Back, a chip removed) resets what the fields show.
          key={`${filters.minPrice}-${filters.maxPrice}`}
          low={filters.minPrice}
          high={filters.maxPrice}
          bounds={facets?.price}
          text={PRICE_TEXT}
          onApply={(minPrice, maxPrice) => onPriceChange({ minPrice, maxPrice })}
        />
      </FilterGroup>
      <OptionList
        title="Material"
        plural="materials"
        options={facets?.materials ?? []}
        selected={filters.materials}
        onToggle={(value) => onChange({ materials: toggled(filters.materials, value) })}
      />
      <OptionList
        title="Colour"
        plural="colours"
        options={facets?.colors ?? []}
        selected={filters.colors}
        onToggle={(value) => onChange({ colors: toggled(filters.colors, value) })}
      />
      <FilterGroup title="Width">
        <RangeForm
          key={`${filters.minWidth}-${filters.maxWidth}`}
          low={filters.minWidth}
          high={filters.maxWidth}
          bounds={facets?.width_cm}
          text={WIDTH_TEXT}
          onApply={(minWidth, maxWidth) => onChange({ minWidth, maxWidth })}
        />
      </FilterGroup>
      <FilterGroup title="Categories">
        {categoriesLoading ? (
          <Typography color="text.secondary" variant="body2">
            Loading categories…
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {categories.map((category) => (
              <CategoryOption
                key={category.friendlyUrl}
                category={category}
                selected={filters.categories}
                onToggle={onToggleCategory}
              />
            ))}
          </Box>
        )}
      </FilterGroup>
    </Box>
  );
}
