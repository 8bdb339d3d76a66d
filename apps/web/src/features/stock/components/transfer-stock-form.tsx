import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  STOCK_LIMITS,
  stockTransferSchema,
  type StockMovesResult,
  type StockRow,
  type StockTransfer,
  type StockTransferInput,
} from '@shop/shared/admin/stock';
import { useEffect, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldErrors } from '../../../lib/admin-api';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useStockBranches } from '../api/get-branches';
import { useTransferStock } from '../api/transfer-stock';
import { UnitsField } from './units-field';
import { variantLabel } from './variant-label';
import { FormActions } from '../../../components/admin/form-actions';

type TransferValues = Omit<StockTransferInput, 'units'> & { units?: number };

export interface TransferStockFormProps {
  row: StockRow;
  onTransferred: (result: StockMovesResult) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** Units of one variant out of the row's branch and into another, as one move. */
export function TransferStockForm({
  row,
  onTransferred,
  onCancel,
  onDirtyChange,
}: TransferStockFormProps) {
  const transfer = useTransferStock();
  const branches = useStockBranches();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<TransferValues, unknown, StockTransfer>({
    // An empty units box holds undefined until something is typed; the schema refuses it.
    resolver: zodResolver(stockTransferSchema) as unknown as Resolver<
      TransferValues,
      unknown,
      StockTransfer
    >,
    mode: 'onTouched',
    defaultValues: {
      variantId: row.variantId,
      fromBranchId: row.branchId,
      toBranchId: '',
      units: undefined,
      note: '',
    },
  });
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      onTransferred(await transfer.mutateAsync(values));
    } catch (failure) {
      const errors = fieldErrors(failure);
      const fields = Object.entries(errors).filter(([field]) => field in values);
      for (const [field, message] of fields) {
        setFieldError(field as Path<TransferValues>, { message });
      }
      if (fields.length === 0) setError((failure as Error).message || GENERIC_ERROR_MESSAGE);
    }
  });

  const options = (branches.data ?? []).map((branch) => (
    <MenuItem key={branch._id} value={branch._id}>
      {branch.name}
    </MenuItem>
  ));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Transfer stock">
      <div>
        <Typography sx={{ fontWeight: 600 }}>{variantLabel(row)}</Typography>
        <Typography color="text.secondary">
          {row.available} available at {row.branchName}
        </Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="fromBranchId" label="From" select required fullWidth>
          {options}
        </FormTextField>
        <FormTextField control={control} name="toBranchId" label="To" select required fullWidth>
          {options}
        </FormTextField>
      </Stack>
      <UnitsField
        control={control}
        name="units"
        label="Units"
        required
        fullWidth
        helperText="Units leaving the first branch for the second."
      />
      <FormTextField
        control={control}
        name="note"
        label="Note"
        fullWidth
        multiline
        minRows={2}
        helperText={`Optional, up to ${STOCK_LIMITS.noteMax} characters.`}
      />
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel="Transfer"
        pendingLabel="Moving…"
        onCancel={onCancel}
      />
    </Stack>
  );
}
