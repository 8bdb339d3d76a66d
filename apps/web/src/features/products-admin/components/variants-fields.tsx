import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_LIMITS, type ProductFormValues } from '@shop/shared/admin/product';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormNumberField } from './form-number-field';
import { newVariantRow } from './product-form-values';

export const SOLD_VARIANT_NOTE = 'Ordered before: it can be changed but not removed.';

export interface VariantsFieldsProps {
  control: Control<ProductFormValues>;
  /** Ids of the variants shoppers have ordered: those rows cannot be removed. */
  orderedIds: ReadonlySet<string>;
}

/** The variants: options, SKU, price and compare-at price, weight; add and remove rows. */
export function VariantsFields({ control, orderedIds }: VariantsFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'variants', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'variants' });
  const listError = errors.variants?.root?.message ?? errors.variants?.message;

  return (
    <Stack spacing={2}>
      {fields.map((row, index) => {
        const sold = row._id !== undefined && orderedIds.has(row._id);
        const label = `Variant ${index + 1}`;
        return (
          <Box
            key={row.key}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {label}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
              }}
            >
              <FormTextField
                control={control}
                name={`variants.${index}.sku`}
                label="SKU"
                required
                size="small"
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name={`variants.${index}.color`}
                label="Colour"
                size="small"
              />
              <FormTextField
                control={control}
                name={`variants.${index}.size`}
                label="Size"
                size="small"
              />
              <FormTextField
                control={control}
                name={`variants.${index}.material`}
                label="Material"
                size="small"
              />
              <FormNumberField
                control={control}
                name={`variants.${index}.price`}
                label="Price (₱)"
                required
                size="small"
              />
              <FormNumberField
                control={control}
                name={`variants.${index}.compareAtPrice`}
                label="Compare-at price (₱)"
                nullable
                size="small"
                helperText="Optional: shown struck through."
              />
              <FormNumberField
                control={control}
                name={`variants.${index}.weightGrams`}
                label="Weight (g)"
                nullable
                size="small"
                helperText="Empty: the product’s weight."
              />
              <FormNumberField
                control={control}
                name={`variants.${index}.lowStockThreshold`}
                label="Low-stock alert at"
                required
                size="small"
              />
            </Box>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}
            >
              {sold ? (
                <Typography id={`variant-${row.key}-sold`} variant="body2" color="text.secondary">
                  {SOLD_VARIANT_NOTE}
                </Typography>
              ) : null}
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => remove(index)}
                disabled={sold || fields.length === 1}
                aria-describedby={sold ? `variant-${row.key}-sold` : undefined}
                aria-label={`Remove variant ${index + 1}`}
              >
                Remove
              </Button>
            </Stack>
          </Box>
        );
      })}
      {listError ? <Alert severity="error">{listError}</Alert> : null}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(newVariantRow(), { shouldFocus: true })}
          disabled={fields.length >= PRODUCT_LIMITS.variantsMax}
        >
          Add variant
        </Button>
      </Box>
    </Stack>
  );
}
