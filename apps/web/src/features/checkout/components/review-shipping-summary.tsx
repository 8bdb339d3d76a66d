import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CourierOption, FulfillmentType } from '@shop/shared/checkout';
import { formatPeso } from '@shop/shared/money';
import type { ReactNode } from 'react';
import { longDate, preferredDateTimeText } from '../checkout-dates';
import { estimatedDaysText } from './estimated-days';
import { DetailItem } from './checkout-steps';

export interface ReviewShippingSummaryProps {
  fulfillmentType: FulfillmentType;
  /** The chosen address, as the address book shows it. */
  address: ReactNode;
  branchName: string | null;
  courier: CourierOption | null;
  preferredDateTime: string | null;
  preferredAssemblyDate: string | null;
  notes: string;
  /** An order from abroad: the recipient and the buyer, as they will be stored. */
  abroad?: { recipient: string[]; buyer: string[] } | null;
}

/** The choices of the shipping step, read back before paying. */
export function ReviewShippingSummary({
  fulfillmentType,
  address,
  branchName,
  courier,
  preferredDateTime,
  preferredAssemblyDate,
  notes,
  abroad = null,
}: ReviewShippingSummaryProps) {
  const pickup = fulfillmentType === 'pickup';
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {abroad ? (
        <>
          <DetailItem term="Recipient">
            {abroad.recipient.map((line) => (
              <Typography key={line} sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
          </DetailItem>
          <DetailItem term="Buyer abroad">
            {abroad.buyer.map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
          </DetailItem>
        </>
      ) : null}
      {pickup ? (
        <DetailItem term="Pickup at">
          <Typography>{branchName ?? '—'}</Typography>
        </DetailItem>
      ) : (
        <DetailItem term="Deliver to">{address}</DetailItem>
      )}
      {!pickup && courier ? (
        <DetailItem term="Courier">
          <Typography>
            {courier.name} · {courier.fee > 0 ? formatPeso(courier.fee) : 'Free'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {estimatedDaysText(courier.estimated_days)}
          </Typography>
        </DetailItem>
      ) : null}
      <DetailItem term={pickup ? 'Preferred pickup' : 'Preferred delivery'}>
        <Typography>
          {preferredDateTime ? preferredDateTimeText(preferredDateTime) : 'Any day'}
        </Typography>
      </DetailItem>
      <DetailItem term="Assembly">
        <Typography>
          {preferredAssemblyDate ? longDate(preferredAssemblyDate) : 'No assembly date'}
        </Typography>
      </DetailItem>
      {notes ? (
        <DetailItem term="Notes">
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{notes}</Typography>
        </DetailItem>
      ) : null}
    </Box>
  );
}
