import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ProductFilters } from '../hooks/use-product-filters';

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
  /** The branch picker, composed in by the screen (it belongs to the catalogue). */
  branchSlot?: ReactNode;
}

/** A native checkbox: MUI's Checkbox would put its switch machinery in every page's bundle. */
function CheckOption({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
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
      {label}
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

function PriceRangeForm({
  minPrice,
  maxPrice,
  onApply,
}: {
  minPrice: number | null;
  maxPrice: number | null;
  onApply: ProductFiltersPanelProps['onPriceChange'];
}) {
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice));
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
    onApply({ minPrice: low, maxPrice: high });
  }

  const inputProps = {
    inputMode: 'decimal' as const,
    min: 0,
    step: 'any',
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          label="Min (₱)"
          type="number"
          size="small"
          value={min}
          onChange={(event) => setMin(event.target.value)}
          error={Boolean(error)}
          slotProps={{ htmlInput: inputProps }}
        />
        <TextField
          label="Max (₱)"
          type="number"
          size="small"
          value={max}
          onChange={(event) => setMax(event.target.value)}
          error={Boolean(error)}
          slotProps={{ htmlInput: inputProps }}
        />
      </Box>
      {error ? (
        <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
      <Button type="submit" variant="outlined" size="small" sx={{ mt: 1 }}>
        Apply price
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

/** The listing's filters: branch, availability, price range and categories. */
export function ProductFiltersPanel({
  filters,
  categories,
  categoriesLoading = false,
  onToggleCategory,
  onPriceChange,
  onInStockChange,
  branchSlot,
}: ProductFiltersPanelProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {branchSlot}
      <FilterGroup title="Availability">
        <CheckOption label="In stock only" checked={filters.inStock} onChange={onInStockChange} />
      </FilterGroup>
      <FilterGroup title="Price">
        <PriceRangeForm
          // A new range from the URL (Back, a chip removed) resets what the fields show.
          key={`${filters.minPrice}-${filters.maxPrice}`}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onApply={onPriceChange}
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
