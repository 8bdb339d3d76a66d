import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CANCEL_REASONS,
  REASON_DETAILS_MAX_LENGTH,
  updateOrderStatusSchema,
} from '@shop/shared/order-after-sales';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField, RequestError } from '../../../components/form/form-text-field';
import { useUpdateOrderStatus } from '../api/update-order-status';

// The contract's cancel body without its discriminator: the same rules and messages as the API.
const cancelFormSchema = updateOrderStatusSchema.options[0].omit({ action: true });
type CancelFormInput = z.input<typeof cancelFormSchema>;
type CancelFormValues = z.output<typeof cancelFormSchema>;

export interface CancelOrderFormProps {
  orderId: string;
  orderNumber: string;
  onCancelled: () => void;
}

/** A reason, optional details, then No/Yes; a refusal (e.g. already shipped) shows in place. */
export function CancelOrderForm({ orderId, orderNumber, onCancelled }: CancelOrderFormProps) {
  const labelId = useId();
  const errorId = useId();
  const mutation = useUpdateOrderStatus(orderId);
  const [pending, setPending] = useState<CancelFormValues | null>(null);
  const { control, handleSubmit } = useForm<CancelFormInput, unknown, CancelFormValues>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { details: '' },
  });

  const confirm = () => {
    const values = pending;
    setPending(null);
    if (!values) return;
    mutation.mutate({ action: 'cancel', ...values }, { onSuccess: onCancelled });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => setPending(values))(event)}
    >
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState: { error } }) => (
          <FormControl component="fieldset" error={Boolean(error)} required sx={{ mb: 3 }}>
            <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
              Why are you cancelling?
            </FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              aria-describedby={error ? errorId : undefined}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              ref={field.ref}
            >
              {CANCEL_REASONS.map((reason) => (
                <FormControlLabel key={reason} value={reason} control={<Radio />} label={reason} />
              ))}
            </RadioGroup>
            {error ? <FormHelperText id={errorId}>{error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="details"
        label="Details (optional)"
        fullWidth
        multiline
        minRows={3}
        helperText={`Up to ${REASON_DETAILS_MAX_LENGTH} characters.`}
        slotProps={{ htmlInput: { maxLength: REASON_DETAILS_MAX_LENGTH } }}
      />
      <RequestError error={mutation.error} />
      <Button
        type="submit"
        variant="contained"
        disabled={mutation.isPending}
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        {mutation.isPending ? 'Cancelling…' : 'Cancel order'}
      </Button>
      <ConfirmDialog
        open={pending !== null}
        title="Cancel this order?"
        message={`Order ${orderNumber} will be cancelled. This cannot be undone.`}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Box>
  );
}
