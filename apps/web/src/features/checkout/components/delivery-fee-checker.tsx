import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DeliveryFeeBody, DeliveryFeeItem } from '@shop/shared/delivery-fee';
import { formatPeso } from '@shop/shared/money';
import { useId, useState } from 'react';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useDeliveryDestinations } from '../api/get-delivery-destinations';
import { useDeliveryFee } from '../api/view-delivery-fee';
import { useDeliveryDestinationStore } from '../stores/delivery-destination';
import { estimatedDaysText } from './estimated-days';

export interface DeliveryFeeCheckerProps {
  /** One product (its first variant, once), or the cart's variants and quantities. */
  productId?: string;
  items?: DeliveryFeeItem[];
}

function PlaceSelect(props: {
  label: string;
  value: string;
  options: { code: string; name: string }[] | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 0 }}
    >
      <option value="">Select</option>
      {(props.options ?? []).map((place) => (
        <option key={place.code} value={place.name}>
          {place.name}
        </option>
      ))}
    </TextField>
  );
}

/**
 * "Check delivery fee": region → province → city, then each courier's fee, days and whether
 * it assembles — from the same rates checkout charges. The city is remembered for checkout.
 */
export function DeliveryFeeChecker({ productId, items }: DeliveryFeeCheckerProps) {
  const remembered = useDeliveryDestinationStore((state) => state.destination);
  const remember = useDeliveryDestinationStore((state) => state.remember);
  const [open, setOpen] = useState(false);
  const [region, setRegion] = useState(remembered?.region ?? '');
  const [province, setProvince] = useState(remembered?.province ?? '');
  const [city, setCity] = useState(remembered?.city ?? '');
  const panelId = useId();

  const regions = useDeliveryDestinations('', '', open);
  // Each list only under its parent: with no region, the province list's key is the regions'.
  const provinces = useDeliveryDestinations(region, '', open && region !== '');
  const provinceList = region ? provinces.data : undefined;
  const cities = useDeliveryDestinations(region, province, open && province !== '');
  const cityList = province ? cities.data : undefined;

  const body: DeliveryFeeBody | null =
    open && region && province && city
      ? {
          destination: { region, province, city },
          ...(items && items.length > 0 ? { items } : { productId }),
        }
      : null;
  const fee = useDeliveryFee(body);

  return (
    <Box sx={{ mt: 2 }}>
      <Button
        variant="text"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        sx={{ px: 0 }}
      >
        Check delivery fee
      </Button>
      {open ? (
        <Box
          id={panelId}
          role="region"
          aria-label="Delivery fee"
          sx={{ mt: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <PlaceSelect
              label="Region"
              value={region}
              options={regions.data}
              disabled={!regions.data}
              onChange={(value) => {
                setRegion(value);
                setProvince('');
                setCity('');
              }}
            />
            <PlaceSelect
              label="Province"
              value={province}
              options={provinceList}
              disabled={!provinceList}
              onChange={(value) => {
                setProvince(value);
                setCity('');
              }}
            />
            {cityList && cityList.length === 0 ? (
              <TextField
                size="small"
                label="City / Municipality"
                value={city}
                onChange={(event) => setCity(event.target.value)}
                onBlur={() => city && remember({ region, province, city })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : (
              <PlaceSelect
                label="City / Municipality"
                value={city}
                options={cityList}
                disabled={!cityList}
                onChange={(value) => {
                  setCity(value);
                  if (value) remember({ region, province, city: value });
                }}
              />
            )}
          </Box>
          <Box aria-live="polite" sx={{ mt: 2 }}>
            {!body ? (
              <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                Pick a city to see the couriers and their fees.
              </Typography>
            ) : fee.isPending ? (
              <Box role="status" aria-label="Loading delivery fees">
                <SkeletonBlock sx={{ height: 48 }} />
              </Box>
            ) : fee.isError ? (
              <Alert severity="error">{fee.error.message}</Alert>
            ) : fee.data.couriers.length === 0 ? (
              <Typography>No courier delivers there yet.</Typography>
            ) : (
              <Box component="ul" aria-label="Couriers" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {fee.data.couriers.map((option) => (
                  <Box
                    component="li"
                    key={option.code}
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      justifyContent: 'space-between',
                      gap: 1,
                      py: 1,
                      '& + &': { borderTop: 1, borderColor: 'divider' },
                    }}
                  >
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{option.name}</Typography>
                      <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                        {estimatedDaysText(option.estimated_days)} ·{' '}
                        {option.assembly ? 'Assembly available' : 'No assembly'}
                      </Typography>
                    </Box>
                    <Typography sx={{ fontWeight: 600 }}>
                      {option.fee > 0 ? formatPeso(option.fee) : 'Free'}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: '0.8rem' }}>
            From {fee.data?.origin.name ?? 'our main branch'}. Checkout charges the same fee.
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
