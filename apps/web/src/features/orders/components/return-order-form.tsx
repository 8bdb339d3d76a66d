import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  REASON_DETAILS_MAX_LENGTH,
  RETURN_REASONS,
  updateOrderStatusSchema,
} from '@shop/shared/order-after-sales';
import type { OrderDetail } from '@shop/shared/order-detail';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { toDisplayMessages } from '../../../lib/error-messages';
import { getOrderQueryOptions } from '../api/get-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { uploadReturnPhoto } from '../api/upload-return-photo';
import { ItemThumbnail } from '../../../components/item-thumbnail';
import { ReturnPhotosField, type PickedPhoto } from './return-photos-field';

// The contract's request_return body: the same item, reason and details rules as the API.
const requestReturn = updateOrderStatusSchema.options[2].shape;

const returnFormSchema = z.object({
  items: z
    .array(
      z.object({
        orderItemId: z.string(),
        selected: z.boolean(),
        quantity: z.number().int().min(1),
      }),
    )
    .transform((items) =>
      items
        .filter((item) => item.selected)
        .map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
    )
    .pipe(requestReturn.items),
  reason: requestReturn.reason,
  details: requestReturn.details,
});
type ReturnFormInput = z.input<typeof returnFormSchema>;
type ReturnFormValues = z.output<typeof returnFormSchema>;

/** Units of each item that can still be returned: bought minus those in live returns. */
export function returnableQuantities(order: OrderDetail): Map<string, number> {
  const left = new Map(order.items.map((item) => [item._id, item.quantity]));
  for (const entry of order.returns) {
    if (entry.status === 'return_cancelled') continue;
    for (const item of entry.items) {
      const current = left.get(item.order_item_id);
      if (current !== undefined) left.set(item.order_item_id, Math.max(0, current - item.quantity));
    }
  }
  return left;
}

const range = (max: number) => Array.from({ length: max }, (_, index) => index + 1);

export interface ReturnOrderFormProps {
  order: OrderDetail;
  /** With the new return's id, or null when the refreshed order did not show it. */
  onSubmitted: (returnId: string | null) => void;
}

/**
 * Which items and how many (never more than bought), why, details and photos. Submitting
 * uploads each photo, then sends the request with the photo ids; photos already uploaded are
 * not sent twice when a retry follows a failure.
 */
export function ReturnOrderForm({ order, onSubmitted }: ReturnOrderFormProps) {
  const itemsLegendId = useId();
  const itemsErrorId = useId();
  const reasonLabelId = useId();
  const reasonErrorId = useId();
  const queryClient = useQueryClient();
  const mutation = useUpdateOrderStatus(order._id);
  const returnable = returnableQuantities(order);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const { control, handleSubmit, formState } = useForm<ReturnFormInput, unknown, ReturnFormValues>({
    resolver: zodResolver(returnFormSchema),
    defaultValues: {
      items: order.items.map((item) => ({
        orderItemId: item._id,
        selected: false,
        quantity: Math.max(1, returnable.get(item._id) ?? 0),
      })),
      details: '',
    },
  });
  const itemValues = useWatch({ control, name: 'items' });
  const itemsError = formState.errors.items?.message ?? formState.errors.items?.root?.message;
  const busy = progress !== null;

  const submit = async (values: ReturnFormValues) => {
    setFailure(null);
    const known = new Set(order.returns.map((entry) => entry._id));
    const photoIds: string[] = [];
    try {
      for (const [index, photo] of photos.entries()) {
        setProgress(`Uploading photo ${index + 1} of ${photos.length}…`);
        let id = uploaded[photo.key];
        if (!id) {
          id = (await uploadReturnPhoto(order._id, photo.file))._id;
          const key = photo.key;
          const photoId = id;
          setUploaded((current) => ({ ...current, [key]: photoId }));
        }
        photoIds.push(id);
      }
      setProgress('Sending your return request…');
      await mutation.mutateAsync({
        action: 'request_return',
        items: values.items,
        reason: values.reason,
        details: values.details,
        photoIds,
      });
      const fresh = await queryClient.fetchQuery(getOrderQueryOptions(order._id));
      const created = fresh.returns
        .filter((entry) => !known.has(entry._id))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      onSubmitted(created?._id ?? null);
    } catch (error) {
      setFailure(toDisplayMessages(error).join(' '));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormControl
        component="fieldset"
        error={Boolean(itemsError)}
        sx={{ width: '100%', mb: 3 }}
        aria-describedby={itemsError ? itemsErrorId : undefined}
      >
        <FormLabel component="legend" id={itemsLegendId} sx={{ fontWeight: 600, mb: 1 }}>
          Items to return
        </FormLabel>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.items.map((item, index) => {
            const max = returnable.get(item._id) ?? 0;
            const selected = itemValues[index]?.selected ?? false;
            return (
              <Box
                component="li"
                key={item._id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1.5,
                  borderTop: index === 0 ? 0 : 1,
                  borderColor: 'divider',
                }}
              >
                <Controller
                  control={control}
                  name={`items.${index}.selected`}
                  render={({ field }) => (
                    <FormControlLabel
                      sx={{ flex: '1 1 260px', mr: 0, minWidth: 0, alignItems: 'center' }}
                      disabled={max === 0 || busy}
                      control={
                        <Checkbox
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                          onBlur={field.onBlur}
                        />
                      }
                      label={
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                          <ItemThumbnail image={item.image} size={56} />
                          <Box sx={{ minWidth: 0 }}>
                            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                              {item.name}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                              {max === 0
                                ? 'Already in a return'
                                : `Bought ${item.quantity}${max < item.quantity ? `, ${max} left to return` : ''}`}
                            </Typography>
                          </Box>
                        </Box>
                      }
                    />
                  )}
                />
                {max > 0 ? (
                  <Controller
                    control={control}
                    name={`items.${index}.quantity`}
                    render={({ field }) => (
                      <TextField
                        select
                        size="small"
                        label="Quantity"
                        value={String(field.value)}
                        onChange={(event) => field.onChange(Number(event.target.value))}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                        disabled={!selected || busy}
                        slotProps={{
                          select: { native: true },
                          inputLabel: { shrink: true },
                          htmlInput: { 'aria-label': `Quantity of ${item.name} to return` },
                        }}
                        sx={{ width: 110, ml: { xs: 6.5, sm: 0 } }}
                      >
                        {range(max).map((quantity) => (
                          <option key={quantity} value={quantity}>
                            {quantity}
                          </option>
                        ))}
                      </TextField>
                    )}
                  />
                ) : null}
              </Box>
            );
          })}
        </Box>
        {itemsError ? <FormHelperText id={itemsErrorId}>{itemsError}</FormHelperText> : null}
      </FormControl>

      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState: { error } }) => (
          <FormControl component="fieldset" error={Boolean(error)} required sx={{ mb: 3 }}>
            <FormLabel component="legend" id={reasonLabelId} sx={{ fontWeight: 600, mb: 1 }}>
              Reason for the return
            </FormLabel>
            <RadioGroup
              aria-labelledby={reasonLabelId}
              aria-describedby={error ? reasonErrorId : undefined}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              ref={field.ref}
            >
              {RETURN_REASONS.map((reason) => (
                <FormControlLabel
                  key={reason}
                  value={reason}
                  control={<Radio />}
                  label={reason}
                  disabled={busy}
                />
              ))}
            </RadioGroup>
            {error ? <FormHelperText id={reasonErrorId}>{error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />

      {/* Not FormTextField: this form's output (picked items) differs from its input. */}
      <Controller
        control={control}
        name="details"
        render={({ field: { ref, value, ...field }, fieldState: { error } }) => (
          <TextField
            {...field}
            value={value ?? ''}
            inputRef={ref}
            label="Details (optional)"
            fullWidth
            multiline
            minRows={3}
            disabled={busy}
            error={Boolean(error)}
            helperText={
              error?.message ?? 'What is wrong with the item? This helps us decide quickly.'
            }
            slotProps={{ htmlInput: { maxLength: REASON_DETAILS_MAX_LENGTH } }}
            sx={{ mb: 3 }}
          />
        )}
      />

      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
          Photos (optional)
        </FormLabel>
        <ReturnPhotosField photos={photos} onChange={setPhotos} disabled={busy} />
      </FormControl>

      {failure ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {failure}
        </Alert>
      ) : null}
      {progress ? (
        <Typography role="status" color="text.secondary" sx={{ mt: 3 }}>
          {progress}
        </Typography>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        Submit return request
      </Button>
    </Box>
  );
}
