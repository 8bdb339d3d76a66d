import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { DiscountFormValues } from '@shop/shared/admin/discounts';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCategoryOptions, type CategoryOption } from '../api/get-category-options';
import { useProductOptions, type ProductOption } from '../api/search-products';

interface LimitFieldProps {
  control: Control<DiscountFormValues>;
}

const SEARCH_DELAY_MS = 300;

/** "Limit to categories": any of the tree, each covering the categories below it. */
export function CategoryLimitField({ control }: LimitFieldProps) {
  const categories = useCategoryOptions();
  const options = categories.data ?? [];
  const byId = new Map(options.map((category) => [category._id, category]));
  return (
    <Controller
      control={control}
      name="categoryIds"
      render={({ field: { value, onChange, onBlur, ref }, fieldState: { error } }) => (
        <Autocomplete<CategoryOption, true>
          multiple
          options={options}
          loading={categories.isFetching}
          value={value.flatMap((id) => byId.get(id) ?? [])}
          onChange={(_event, chosen) => onChange(chosen.map((category) => category._id))}
          onBlur={onBlur}
          getOptionLabel={(category) => category.name}
          isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
          renderOption={(props, category) => {
            const { key, ...rest } = props;
            return (
              <li key={key} {...rest} style={{ paddingLeft: 16 + category.depth * 16 }}>
                {category.name}
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={ref}
              label="Limit to categories"
              error={Boolean(error)}
              helperText={error?.message ?? 'Includes their subcategories. Empty: any category.'}
            />
          )}
        />
      )}
    />
  );
}

export interface ProductLimitFieldProps extends LimitFieldProps {
  /** The products the code is limited to already, with their names. */
  known: { id: string; name: string; sku: string }[];
}

/** "Limit to products": found by name or SKU as the staff member types. */
export function ProductLimitField({ control, known }: ProductLimitFieldProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DELAY_MS, '');
  const results = useProductOptions(search);
  const [picked, setPicked] = useState<ProductOption[]>(() =>
    known.map((product) => ({ _id: product.id, name: product.name, sku: product.sku })),
  );
  return (
    <Controller
      control={control}
      name="productIds"
      render={({ field: { value, onChange, onBlur, ref }, fieldState: { error } }) => (
        <Autocomplete<ProductOption, true>
          multiple
          options={results.data?.data ?? []}
          loading={results.isFetching}
          filterOptions={(all) => all}
          value={value.flatMap((id) => picked.find((product) => product._id === id) ?? [])}
          inputValue={input}
          onInputChange={(_event, next, reason) => {
            if (reason !== 'reset') setInput(next);
          }}
          onChange={(_event, chosen) => {
            setPicked((current) => [
              ...current,
              ...chosen.filter((product) => !current.some((known) => known._id === product._id)),
            ]);
            onChange(chosen.map((product) => product._id));
          }}
          onBlur={onBlur}
          getOptionLabel={(product) => `${product.name} (${product.sku})`}
          isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
          noOptionsText={search ? 'No product matches.' : 'Type a name or SKU.'}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={ref}
              label="Limit to products"
              placeholder="Search by name or SKU"
              error={Boolean(error)}
              helperText={error?.message ?? 'Empty: any product.'}
            />
          )}
        />
      )}
    />
  );
}
