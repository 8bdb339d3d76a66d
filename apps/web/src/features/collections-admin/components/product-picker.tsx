import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useSearchProducts, type PickableProduct } from '../api/search-products';

export interface ProductPickerProps {
  label: string;
  /** Products already in the list: not offered again. */
  excludeIds: string[];
  disabled?: boolean;
  onPick: (product: PickableProduct) => void;
}

const SEARCH_DELAY_MS = 300;

/** Finds a product by name or SKU (the console's product search) and hands it over. */
export function ProductPicker({ label, excludeIds, disabled, onPick }: ProductPickerProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const results = useSearchProducts(search);
  const options = (results.data?.data ?? []).filter((product) => !excludeIds.includes(product._id));

  return (
    <Autocomplete<PickableProduct>
      options={options}
      value={null}
      inputValue={input}
      disabled={disabled}
      loading={results.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(product) => `${product.name} (${product.sku})`}
      isOptionEqualToValue={(option, value) => option._id === value._id}
      noOptionsText={search ? 'No product matches.' : 'Type a name or SKU.'}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, product) => {
        if (!product) return;
        setInput('');
        onPick(product);
      }}
      renderOption={(props, product) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {product.name} · {product.sku}
            {product.status === 'active' ? '' : ` · ${product.status}`}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder="Search by name or SKU" size="small" />
      )}
    />
  );
}
