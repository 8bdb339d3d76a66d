import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { stockThresholdSchema, type StockRow } from '@shop/shared/admin/stock';
import { type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useSetStockThreshold } from '../api/set-stock-threshold';
import { UnitsField } from './units-field';
import { variantLabel } from './variant-label';
import { ConsoleForm } from '../../../components/admin/console-form';
import { FormActions } from '../../../components/admin/form-actions';
import { useConsoleForm } from '../../../hooks/use-console-form';

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
  const { control, formState, error, submitWith } = useConsoleForm<
    ThresholdValues,
    z.output<typeof stockThresholdSchema>
  >({
    onDirtyChange,
    // An empty units box holds undefined until something is typed; the schema refuses it.
    resolver: zodResolver(stockThresholdSchema) as unknown as Resolver<
      ThresholdValues,
      unknown,
      z.output<typeof stockThresholdSchema>
    >,
    defaultValues: { variantId: row.variantId, threshold: row.threshold },
  });
  const { isSubmitting } = formState;

  const onSubmit = submitWith(
    async (values) => {
      onSaved((await save.mutateAsync(values)).threshold);
    },
    ['threshold'],
  );

  return (
    <ConsoleForm label="Low-stock threshold" onSubmit={onSubmit}>
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
    </ConsoleForm>
  );
}
