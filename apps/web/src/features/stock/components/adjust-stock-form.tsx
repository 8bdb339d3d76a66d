import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  STOCK_ADJUSTMENT_REASONS,
  STOCK_REASON_LABELS,
  stockAdjustmentSchema,
  type StockAdjustment,
  type StockAdjustmentInput,
  type StockMovesResult,
  type StockRow,
} from '@shop/shared/admin/stock';
import { useEffect } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAdjustStock } from '../api/adjust-stock';
import { NoteField } from './note-field';
import { UnitsField } from './units-field';
import { variantLabel } from './variant-label';
import { ConsoleForm } from '../../../components/admin/console-form';
import { FormActions } from '../../../components/admin/form-actions';
import { useConsoleForm } from '../../../hooks/use-console-form';

type AdjustValues = Omit<StockAdjustmentInput, 'units'> & { units?: number };

export interface AdjustStockFormProps {
  row: StockRow;
  onAdjusted: (result: StockMovesResult) => void;
  onCancel: () => void;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

const UNITS_HINTS = {
  received: 'Units that arrived, e.g. 5.',
  damaged: 'Units taken away, as a negative number, e.g. -1.',
  count_correction: 'Units to add (e.g. 2) or take away (e.g. -2).',
} as const;

/**
 * One staff adjustment at one branch: received, damaged, or a count correction given as a change
 * or as the count on the shelf. The server refuses (409) what would go below zero.
 */
export function AdjustStockForm({
  row,
  onAdjusted,
  onCancel,
  onDirtyChange,
}: AdjustStockFormProps) {
  const adjust = useAdjustStock();
  const { control, setValue, formState, error, submitWith } = useConsoleForm<
    AdjustValues,
    StockAdjustment
  >({
    onDirtyChange,
    // An empty units box holds undefined until something is typed; the schema refuses it.
    resolver: zodResolver(stockAdjustmentSchema) as unknown as Resolver<
      AdjustValues,
      unknown,
      StockAdjustment
    >,
    defaultValues: {
      variantId: row.variantId,
      branchId: row.branchId,
      reason: 'received',
      mode: 'change',
      units: undefined,
      note: '',
    },
  });
  const { isSubmitting } = formState;
  const reason = useWatch({ control, name: 'reason' });
  const mode = useWatch({ control, name: 'mode' });
  const units = useWatch({ control, name: 'units' });
  useEffect(() => {
    if (reason !== 'count_correction' && mode === 'count') setValue('mode', 'change');
  }, [reason, mode, setValue]);

  const after =
    typeof units === 'number' && Number.isInteger(units)
      ? mode === 'count'
        ? units - row.reserved
        : row.available + units
      : null;

  const onSubmit = submitWith(async (values) => {
    onAdjusted(await adjust.mutateAsync(values));
  });

  return (
    <ConsoleForm label="Adjust stock" onSubmit={onSubmit}>
      <div>
        <Typography sx={{ fontWeight: 600 }}>{variantLabel(row)}</Typography>
        <Typography color="text.secondary">
          {row.branchName}: {row.onHand} on hand, {row.reserved} reserved by open orders,{' '}
          {row.available} available
        </Typography>
      </div>
      <FormTextField control={control} name="reason" label="Reason" select required fullWidth>
        {STOCK_ADJUSTMENT_REASONS.map((value) => (
          <MenuItem key={value} value={value}>
            {STOCK_REASON_LABELS[value]}
          </MenuItem>
        ))}
      </FormTextField>
      {reason === 'count_correction' ? (
        <Controller
          control={control}
          name="mode"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id="adjust-mode-label">Enter</FormLabel>
              <RadioGroup {...field} row aria-labelledby="adjust-mode-label">
                <FormControlLabel value="change" control={<Radio />} label="A change of units" />
                <FormControlLabel value="count" control={<Radio />} label="The new count on hand" />
              </RadioGroup>
            </FormControl>
          )}
        />
      ) : null}
      <UnitsField
        control={control}
        name="units"
        label={mode === 'count' ? 'New count on hand' : 'Change of units'}
        required
        fullWidth
        helperText={
          mode === 'count'
            ? `Units counted at the branch, the ${row.reserved} reserved by open orders included.`
            : UNITS_HINTS[reason]
        }
      />
      <NoteField control={control} example="a delivery receipt, what broke…" />
      {after !== null ? (
        <Typography role="status" color={after < 0 ? 'error' : 'text.secondary'}>
          Available after this: {after}
          {after < 0 ? ' (stock cannot go below 0)' : ''}
        </Typography>
      ) : null}
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel="Save adjustment"
        onCancel={onCancel}
      />
    </ConsoleForm>
  );
}
