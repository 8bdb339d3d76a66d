import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RETURN_DISPOSITION_LABELS,
  RETURN_DISPOSITIONS,
  returnReceiveSchema,
  type AdminReturnDetail,
  type ReturnReceiveInput,
} from '@shop/shared/admin/returns';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/admin/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useConsoleForm } from '../../../hooks/use-console-form';
import { useReceiveReturn } from '../api/receive-return';

type ReceiveValues = z.output<typeof returnReceiveSchema>;

export interface ReceiveFormProps {
  entry: AdminReturnDetail;
  branches: readonly { _id: string; name: string }[];
  onReceived: (entry: AdminReturnDetail) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The items are back: to a branch's stock (the returned units) or written off as damaged. */
export function ReceiveForm({
  entry,
  branches,
  onReceived,
  onCancel,
  onDirtyChange,
}: ReceiveFormProps) {
  const receive = useReceiveReturn();
  const { control, formState, error, submitWith } = useConsoleForm<
    ReturnReceiveInput,
    ReceiveValues
  >({
    onDirtyChange,
    resolver: zodResolver(returnReceiveSchema) as unknown as Resolver<
      ReturnReceiveInput,
      unknown,
      ReceiveValues
    >,
    defaultValues: { disposition: 'restocked', branchId: '', note: '' },
  });
  const disposition = useWatch({ control, name: 'disposition' });
  const units = entry.items.reduce((sum, item) => sum + item.quantity, 0);
  const onSubmit = submitWith(
    async (values) => {
      const body = values.disposition === 'restocked' ? values : { ...values, branchId: undefined };
      onReceived(await receive.mutateAsync({ returnId: entry.id, ...body }));
    },
    ['disposition', 'branchId', 'note'],
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Receive the items"
      onSubmit={onSubmit}
    >
      <Typography>
        {units} unit{units === 1 ? '' : 's'} of order {entry.order.orderNumber} came back. The
        return is then complete.
      </Typography>
      <Controller
        control={control}
        name="disposition"
        render={({ field }) => (
          <Stack>
            <FormLabel id="receive-disposition">What happens to the items</FormLabel>
            <RadioGroup {...field} aria-labelledby="receive-disposition">
              {RETURN_DISPOSITIONS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={RETURN_DISPOSITION_LABELS[value]}
                />
              ))}
            </RadioGroup>
          </Stack>
        )}
      />
      {disposition === 'restocked' ? (
        <FormTextField
          control={control}
          name="branchId"
          label="Branch"
          select
          required
          fullWidth
          helperText="The returned units are added to this branch’s stock."
        >
          {branches.map((branch) => (
            <MenuItem key={branch._id} value={branch._id}>
              {branch.name}
            </MenuItem>
          ))}
        </FormTextField>
      ) : null}
      <FormTextField
        control={control}
        name="note"
        label="Note (for the shop)"
        multiline
        minRows={2}
        fullWidth
      />
      <FormActions
        error={error}
        isSubmitting={formState.isSubmitting}
        submitLabel="Receive items"
        onCancel={onCancel}
      />
    </Stack>
  );
}
