import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { PRODUCT_LIMITS, type ProductFormValues } from '@shop/shared/admin/product';
import { Controller, type Control } from 'react-hook-form';
import { useCategoryOptions, type CategoryOption } from '../api/get-category-options';

/** The categories a product is listed in (several allowed). */
export function CategoryPicker({ control }: { control: Control<ProductFormValues> }) {
  const categories = useCategoryOptions();
  const options = categories.data ?? [];
  return (
    <Controller
      control={control}
      name="categoryIds"
      render={({ field, fieldState: { error } }) => {
        const value: CategoryOption[] = (field.value ?? []).map(
          (id) => options.find((option) => option.id === id) ?? { id, label: 'A hidden category' },
        );
        return (
          <Autocomplete
            multiple
            options={options}
            value={value}
            loading={categories.isLoading}
            getOptionLabel={(option) => option.label}
            isOptionEqualToValue={(option, selected) => option.id === selected.id}
            onChange={(_event, next) => field.onChange(next.map((option) => option.id))}
            onBlur={field.onBlur}
            getOptionDisabled={() => value.length >= PRODUCT_LIMITS.categoriesMax}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Categories"
                error={Boolean(error)}
                helperText={
                  error?.message ??
                  (categories.isError
                    ? categories.error.message
                    : `Where shoppers find it; up to ${PRODUCT_LIMITS.categoriesMax}.`)
                }
              />
            )}
          />
        );
      }}
    />
  );
}
