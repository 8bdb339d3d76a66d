import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { PRODUCT_LIMITS, type ProductFormValues } from '@shop/shared/admin/product';
import { Controller, type Control } from 'react-hook-form';

/** Materials as chips: type one and press Enter; a chip's × removes it. */
export function MaterialsField({ control }: { control: Control<ProductFormValues> }) {
  return (
    <Controller
      control={control}
      name="materials"
      render={({ field, fieldState: { error } }) => (
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={field.value ?? []}
          onChange={(_event, next) => {
            const cleaned = next.map((item) => item.trim()).filter(Boolean);
            field.onChange([...new Set(cleaned)]);
          }}
          onBlur={field.onBlur}
          renderValue={(value, getItemProps) =>
            value.map((item, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={item} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Materials"
              error={Boolean(error)}
              helperText={
                error?.message ??
                `Type a material (narra, rattan, abaca…) and press Enter; up to ${PRODUCT_LIMITS.materialsMax}.`
              }
            />
          )}
        />
      )}
    />
  );
}
