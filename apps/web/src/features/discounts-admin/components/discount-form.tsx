import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  DISCOUNT_TYPE_LABELS,
  DISCOUNT_TYPES,
  discountInputSchema,
  type AdminDiscountDetail,
  type DiscountFormValues,
  type DiscountInput,
} from '@shop/shared/admin/discounts';
import { Controller, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { FormActions } from '../../../components/admin/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useConsoleForm } from '../../../hooks/use-console-form';
import { useSaveDiscount } from '../api/save-discount';
import { CategoryLimitField, ProductLimitField } from './limit-fields';

export interface DiscountFormProps {
  /** The code to edit; none: a new code. */
  discount?: AdminDiscountDetail;
  onSaved: (discount: AdminDiscountDetail) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

const valuesOf = (discount?: AdminDiscountDetail): DiscountFormValues => ({
  code: discount?.code ?? '',
  description: discount?.description ?? '',
  type: discount?.type ?? 'percentage',
  value: discount?.value ?? null,
  maxDiscount: discount?.maxDiscount ?? null,
  minSpend: discount?.minSpend ?? 0,
  startsAt: discount?.startsAt ?? null,
  endsAt: discount?.endsAt ?? null,
  usageLimit: discount?.usageLimit ?? null,
  perCustomerLimit: discount?.perCustomerLimit ?? null,
  categoryIds: discount?.categoryIds ?? [],
  productIds: discount?.productIds ?? [],
});

type FieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<DiscountFormValues>;
  name: FieldPath<DiscountFormValues>;
};

/** A number box: empty is null (no limit, or not filled in), the schema names any slip. */
function NumberField({ control, name, helperText, ...props }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState: { error } }) => (
        <TextField
          {...props}
          {...field}
          type="number"
          inputRef={ref}
          value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
          onChange={({ target }) => onChange(target.value === '' ? null : Number(target.value))}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
          slotProps={{ htmlInput: { step: 'any', min: 0 }, inputLabel: { shrink: true } }}
          fullWidth
        />
      )}
    />
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the browser's `datetime-local` text (the staff member's own clock). */
const localText = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/** A date and time box holding an ISO instant, or null when empty. */
function MomentField({ control, name, helperText, ...props }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState: { error } }) => (
        <TextField
          {...props}
          {...field}
          type="datetime-local"
          inputRef={ref}
          value={typeof value === 'string' && value ? localText(value) : ''}
          onChange={({ target }) =>
            onChange(target.value ? new Date(target.value).toISOString() : null)
          }
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      )}
    />
  );
}

/** A code's rules, checked by the shared schema the API uses. */
export function DiscountForm({ discount, onSaved, onCancel, onDirtyChange }: DiscountFormProps) {
  const save = useSaveDiscount();
  const { control, formState, error, submitWith, setValue } = useConsoleForm<
    DiscountFormValues,
    DiscountInput
  >({
    onDirtyChange,
    resolver: zodResolver(discountInputSchema),
    defaultValues: valuesOf(discount),
  });
  const type = useWatch({ control, name: 'type' });
  const percentage = type === 'percentage';

  const onSubmit = submitWith(async (input) => {
    onSaved(await save.mutateAsync({ id: discount?.id ?? null, input }));
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label={discount ? `Edit ${discount.code}` : 'New discount code'}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="code"
          label="Code"
          required
          fullWidth
          autoFocus
          autoComplete="off"
          helperText="Capital letters, digits and dashes; customers may type it in any case."
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
        <Controller
          control={control}
          name="type"
          render={({ field: { ref, onChange, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              label="Type"
              fullWidth
              onChange={(event) => {
                onChange(event.target.value);
                if (event.target.value === 'fixed') setValue('maxDiscount', null);
              }}
            >
              {DISCOUNT_TYPES.map((option) => (
                <MenuItem key={option} value={option}>
                  {DISCOUNT_TYPE_LABELS[option]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <FormTextField control={control} name="description" label="Description" fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField
          control={control}
          name="value"
          label={percentage ? 'Percent off (%)' : 'Amount off (₱)'}
          required
          helperText={percentage ? 'From 1 to 100.' : 'In pesos, e.g. 500.'}
        />
        {percentage ? (
          <NumberField
            control={control}
            name="maxDiscount"
            label="Maximum discount (₱)"
            helperText="Empty: no cap."
          />
        ) : null}
        <NumberField
          control={control}
          name="minSpend"
          label="Minimum spend (₱)"
          helperText="On the items' subtotal; 0: any."
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MomentField control={control} name="startsAt" label="Starts" helperText="Empty: now." />
        <MomentField control={control} name="endsAt" label="Ends" helperText="Empty: never." />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField
          control={control}
          name="usageLimit"
          label="Uses in all"
          helperText="Empty: unlimited."
        />
        <NumberField
          control={control}
          name="perCustomerLimit"
          label="Uses per customer"
          helperText="Empty: unlimited."
        />
      </Stack>
      <CategoryLimitField control={control} />
      <ProductLimitField control={control} known={discount?.products ?? []} />
      <FormActions
        error={error}
        isSubmitting={formState.isSubmitting}
        submitLabel={discount ? 'Save code' : 'Create code'}
        pendingLabel="Saving…"
        onCancel={onCancel}
      />
    </Stack>
  );
}
