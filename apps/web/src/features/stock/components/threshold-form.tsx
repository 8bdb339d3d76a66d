import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { stockThresholdSchema, type StockRow } from '@shop/shared/admin/stock';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrors } from '../../../lib/admin-api';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSetStockThreshold } from '../api/set-stock-threshold';
import { UnitsField } from './units-field';
import { variantLabel } from './variant-label';
import { FormActions } from '../../../components/admin/form-actions';

type ThresholdValues = { variantId: string; threshold?: number };

export interface ThresholdFormProps {
  row: StockRow;
  onSaved: (threshold: number) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The variant's low-stock threshold: it is low at a branch once available falls to it. */
export function ThresholdForm({ row, onSaved, onCancel, onDirtyChange }: ThresholdFormProps) {
  const save = useSetStockThreshold();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<ThresholdValues, unknown, z.output<typeof stockThresholdSchema>>({
    // An empty units box holds undefined until something is typed; the schema refuses it.
    resolver: zodResolver(stockThresholdSchema) as unknown as Resolver<
      ThresholdValues,
      unknown,
      z.output<typeof stockThresholdSchema>
    >,
    mode: 'onTouched',
    defaultValues: { variantId: row.variantId, threshold: row.threshold },
  });
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      onSaved((await save.mutateAsync(values)).threshold);
    } catch (failure) {
      const message = fieldErrors(failure).threshold;
      if (message) setFieldError('threshold', { message });
      else setError((failure as Error).message || GENERIC_ERROR_MESSAGE);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label="Low-stock threshold"
    >
      <Typography sx={{ fontWeight: 600 }}>{variantLabel(row)}</Typography>
      <UnitsField
        control={control}
        name="threshold"
        label="Low-stock threshold"
        required
        fullWidth
        helperText="The variant is on the low-stock list at a branch once its available units fall to this number."
      />
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel="Save threshold"
        onCancel={onCancel}
      />
    </Stack>
  );
}
