import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type {
  FulfillmentType,
  PaymentChannel,
  PaymentMethod,
  PaymentMethodCode,
} from '@shop/shared/checkout';
import { formatPeso } from '@shop/shared/money';
import { useId } from 'react';
import { RetryAlert } from '../../../components/grid-states';
import { RadioCard } from '../../../components/radio-card';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { usePaymentMethods } from '../api/get-payment-methods';

/** Why cash on delivery is not offered for this total (the server refuses it the same way). */
export const codLimitText = (maxAmount: number) =>
  `Cash on delivery is available for orders up to ${formatPeso(maxAmount)}. Please pay online or pick up your order.`;

export function codRefused(
  method: PaymentMethod,
  total: number | null,
  fulfillmentType: FulfillmentType,
): boolean {
  return (
    method.code === 'cod' &&
    fulfillmentType === 'delivery' &&
    method.max_amount !== null &&
    total !== null &&
    total > method.max_amount
  );
}

const CHANNEL_GROUPS: Record<PaymentChannel['type'], string> = {
  card: 'Card',
  ewallet: 'E-wallet',
  bank: 'Online banking',
};

export interface PaymentChoice {
  paymentMethod: PaymentMethodCode;
  paynamicsChannel: string | null;
  /** The channel's name, kept for display. */
  paynamicsValue: string | null;
}

export interface PaymentMethodOptionsProps {
  value: PaymentMethodCode | null;
  channel: string | null;
  onChange: (choice: PaymentChoice) => void;
  total: number | null;
  fulfillmentType: FulfillmentType;
  /** The server's message about the payment method or channel. */
  error?: string | null;
  /** An order from abroad: the buyer pays online, cash on delivery is not offered. */
  onlineOnly?: boolean;
}

/** Cash on delivery (at the branch, for pickup) or online payment with a channel. */
export function PaymentMethodOptions({
  value,
  channel,
  onChange,
  total,
  fulfillmentType,
  error,
  onlineOnly = false,
}: PaymentMethodOptionsProps) {
  const query = usePaymentMethods();
  const errorId = useId();
  const channelsId = useId();

  if (query.isPending) {
    return (
      <Box role="status" aria-label="Loading payment methods" sx={{ display: 'grid', gap: 1 }}>
        <SkeletonBlock sx={{ height: 72 }} />
        <SkeletonBlock sx={{ height: 72 }} />
      </Box>
    );
  }
  if (query.isError) {
    return <RetryAlert onRetry={() => void query.refetch()}>{query.error.message}</RetryAlert>;
  }

  const methods = query.data.filter(
    (method) =>
      method.available_for.includes(fulfillmentType) && (!onlineOnly || method.code === 'online'),
  );
  const online = methods.find((method) => method.code === 'online');
  const choose = (code: PaymentMethodCode) => {
    if (code === 'online') {
      const first = online?.channels.find((entry) => entry.paynamicsChannel === channel);
      onChange({
        paymentMethod: 'online',
        paynamicsChannel: first?.paynamicsChannel ?? null,
        paynamicsValue: first?.name ?? null,
      });
    } else {
      onChange({ paymentMethod: 'cod', paynamicsChannel: null, paynamicsValue: null });
    }
  };

  return (
    <Box>
      <RadioGroup
        aria-label="Payment method"
        aria-describedby={error ? errorId : undefined}
        name="paymentMethod"
        value={value ?? ''}
        onChange={(event) => choose(event.target.value === 'online' ? 'online' : 'cod')}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {methods.map((method) => {
          const checked = method.code === value;
          const refused = codRefused(method, total, fulfillmentType);
          const name =
            method.code === 'cod' && fulfillmentType === 'pickup'
              ? 'Pay at the branch'
              : method.name;
          return (
            <RadioCard
              key={method.code}
              value={method.code}
              checked={checked}
              disabled={refused}
              labelSx={{ alignItems: 'flex-start' }}
              label={
                <Box sx={{ pt: 1 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {name}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {refused && method.max_amount !== null
                      ? codLimitText(method.max_amount)
                      : method.description}
                  </Typography>
                </Box>
              }
            />
          );
        })}
      </RadioGroup>
      {value === 'online' && online ? (
        <Box sx={{ mt: 2 }}>
          <Typography id={channelsId} sx={{ fontWeight: 700, mb: 0.5 }}>
            Pay online with
          </Typography>
          <RadioGroup
            aria-labelledby={channelsId}
            name="paynamicsChannel"
            value={channel ?? ''}
            onChange={(event) => {
              const picked = online.channels.find(
                (entry) => entry.paynamicsChannel === event.target.value,
              );
              if (picked) {
                onChange({
                  paymentMethod: 'online',
                  paynamicsChannel: picked.paynamicsChannel,
                  paynamicsValue: picked.name,
                });
              }
            }}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              columnGap: 2,
            }}
          >
            {online.channels.map((entry) => (
              <FormControlLabel
                key={entry.paynamicsChannel}
                value={entry.paynamicsChannel}
                control={<Radio />}
                label={
                  <>
                    {entry.name}
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {' '}
                      · {CHANNEL_GROUPS[entry.type]}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        </Box>
      ) : null}
      {error ? (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0, mt: 1, fontSize: '0.9rem' }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
