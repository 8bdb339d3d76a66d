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
import { Controller, useController, useWatch, type Control, type FieldPath } from 'react-hook-form';
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

type FieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<DiscountFormValues>;
  name: FieldPath<DiscountFormValues>;
  /** A number (empty: null) or a date and time (an ISO instant; empty: null). */
  kind: 'number' | 'moment';
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the browser's `datetime-local` text (the staff member's own clock). */
const localText = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

const KINDS = {
  number: {
    type: 'number',
    shown: (value: unknown) => (typeof value === 'number' && !Number.isNaN(value) ? value : ''),
    read: (text: string) => Number(text),
    htmlInput: { step: 'any', min: 0 },
  },
  moment: {
    type: 'datetime-local',
    shown: (value: unknown) => (typeof value === 'string' && value ? localText(value) : ''),
    read: (text: string) => new Date(text).toISOString(),
    htmlInput: {},
  },
} as const;

/** A number or date box whose empty state is null (no limit, no date); the schema names slips. */
function ValueField({ control, name, kind, helperText, ...props }: FieldProps) {
  const { field, fieldState } = useController({ control, name });
  const { type, shown, read, htmlInput } = KINDS[kind];
  return (
    <TextField
      {...props}
      type={type}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      disabled={field.disabled}
      value={shown(field.value)}
      onChange={({ target }) => field.onChange(target.value === '' ? null : read(target.value))}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput, inputLabel: { shrink: true } }}
      fullWidth
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
      aria-label={discount ? `Edit ${discount.code}` : 'New discount code'}
      onSubmit={onSubmit}
      spacing={2}
      noValidate
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="code"
          control={control}
          label="Code"
          autoComplete="off"
          autoFocus
          required
          fullWidth
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
        <ValueField
          kind="number"
          control={control}
          name="value"
          label={percentage ? 'Percent off (%)' : 'Amount off (₱)'}
          required
          helperText={percentage ? 'From 1 to 100.' : 'In pesos, e.g. 500.'}
        />
        {percentage ? (
          <ValueField
            kind="number"
            control={control}
            name="maxDiscount"
            label="Maximum discount (₱)"
            helperText="Empty: no cap."
          />
        ) : null}
        <ValueField
          kind="number"
          control={control}
          name="minSpend"
          label="Minimum spend (₱)"
          helperText="On the items' subtotal; 0: any."
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ValueField
          kind="moment"
          control={control}
          name="startsAt"
          label="Starts"
          helperText="Empty: now."
        />
        <ValueField
          kind="moment"
          control={control}
          name="endsAt"
          label="Ends"
          helperText="Empty: never."
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ValueField
          kind="number"
          control={control}
          name="usageLimit"
          label="Uses in all"
          helperText="Empty: unlimited."
        />
        <ValueField
          kind="number"
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
