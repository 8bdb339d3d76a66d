import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  stockTransferSchema,
  type StockMovesResult,
  type StockRow,
  type StockTransfer,
  type StockTransferInput,
} from '@shop/shared/admin/stock';
import { type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useStockBranches } from '../api/get-branches';
import { useTransferStock } from '../api/transfer-stock';
import { NoteField } from './note-field';
import { UnitsField } from './units-field';
import { variantLabel } from './variant-label';
import { ConsoleForm } from '../../../components/admin/console-form';
import { FormActions } from '../../../components/admin/form-actions';
import { useConsoleForm } from '../../../hooks/use-console-form';

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
  const { control, formState, error, submitWith } = useConsoleForm<TransferValues, StockTransfer>({
    onDirtyChange,
    // An empty units box holds undefined until something is typed; the schema refuses it.
    resolver: zodResolver(stockTransferSchema) as unknown as Resolver<
      TransferValues,
      unknown,
      StockTransfer
    >,
    defaultValues: {
      variantId: row.variantId,
      fromBranchId: row.branchId,
      toBranchId: '',
      units: undefined,
      note: '',
    },
  });
  const { isSubmitting } = formState;

  const onSubmit = submitWith(async (values) => {
    onTransferred(await transfer.mutateAsync(values));
  });

  const options = (branches.data ?? []).map((branch) => (
    <MenuItem key={branch._id} value={branch._id}>
      {branch.name}
    </MenuItem>
  ));

  return (
    <ConsoleForm label="Transfer stock" onSubmit={onSubmit}>
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
      <NoteField control={control} />
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel="Transfer"
        pendingLabel="Moving…"
        onCancel={onCancel}
      />
    </ConsoleForm>
  );
}
