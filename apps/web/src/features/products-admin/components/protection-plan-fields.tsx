import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { ProductFormValues } from '@shop/shared/admin/product';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormNumberField } from './form-number-field';

export interface ProtectionPlanFieldsProps {
  control: Control<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
}

/** The optional protection plan sold with the product: its name, years and price. */
export function ProtectionPlanFields({ control, setValue }: ProtectionPlanFieldsProps) {
  const plan = useWatch({ control, name: 'protectionPlan' });
  const offered = plan !== null && plan !== undefined;
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={offered}
            onChange={(event) =>
              setValue(
                'protectionPlan',
                event.target.checked
                  ? { name: '', years: 1, price: undefined as unknown as number }
                  : null,
                { shouldDirty: true },
              )
            }
          />
        }
        label="Offer a protection plan"
      />
      {offered ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="protectionPlan.name"
            label="Plan name"
            required
            fullWidth
          />
          <FormNumberField
            control={control}
            name="protectionPlan.years"
            label="Years"
            required
            sx={{ minWidth: 120 }}
          />
          <FormNumberField
            control={control}
            name="protectionPlan.price"
            label="Price (₱)"
            required
            sx={{ minWidth: 160 }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
