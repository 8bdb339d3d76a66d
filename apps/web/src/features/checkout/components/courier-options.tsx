import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { CourierOption } from '@shop/shared/checkout';
import { formatPeso } from '@shop/shared/money';
import { useEffect, useId } from 'react';
import { RetryAlert } from '../../../components/grid-states';
import { RadioCard } from '../../../components/radio-card';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { usePossibleCouriers } from '../api/get-possible-couriers';
import { estimatedDaysText } from './estimated-days';

export interface CourierOptionsProps {
  addressId: string | null;
  items: string[];
  /** A Buy now checkout's sale cart. */
  saleCartId?: string | null;
  selected: CourierOption | null;
  onSelect: (courier: CourierOption | null) => void;
  error?: string | null;
}

/**
 * The couriers that deliver the checked items to the chosen address, with fee and estimated
 * days; asked again whenever the address changes. A stored choice the new address does not
 * offer is dropped, and a changed fee is taken over.
 */
export function CourierOptions({
  addressId,
  items,
  saleCartId = null,
  selected,
  onSelect,
  error,
}: CourierOptionsProps) {
  const query = usePossibleCouriers(addressId, items, saleCartId);
  const errorId = useId();
  const options = query.data;

  useEffect(() => {
    if (!options || !selected) return;
    const current = options.find((option) => option.code === selected.code);
    if (!current) onSelect(null);
    else if (JSON.stringify(current) !== JSON.stringify(selected)) onSelect(current);
  }, [options, selected, onSelect]);

  if (!addressId) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        Choose a delivery address to see the couriers and their fees.
      </Typography>
    );
  }
  if (query.isPending) {
    return (
      <Box role="status" aria-label="Loading couriers" sx={{ display: 'grid', gap: 1 }}>
        <SkeletonBlock sx={{ height: 64 }} />
        <SkeletonBlock sx={{ height: 64 }} />
      </Box>
    );
  }
  if (query.isError) {
    return <RetryAlert onRetry={() => void query.refetch()}>{query.error.message}</RetryAlert>;
  }
  if (query.data.length === 0) {
    return (
      <Alert severity="warning">
        No courier delivers to this address yet. Choose another address or pick up at a branch.
      </Alert>
    );
  }

  return (
    <Box>
      <RadioGroup
        aria-label="Courier"
        aria-describedby={error ? errorId : undefined}
        name="courier"
        value={selected?.code ?? ''}
        onChange={(event) => {
          const option = query.data.find((entry) => entry.code === event.target.value);
          if (option) onSelect(option);
        }}
        sx={{ display: 'grid', gap: 1 }}
      >
        {query.data.map((option) => {
          const checked = option.code === selected?.code;
          return (
            <RadioCard
              key={option.code}
              value={option.code}
              checked={checked}
              sx={{ py: 0.75 }}
              labelSx={{ width: '100%', '& .MuiFormControlLabel-label': { flex: 1 } }}
              label={
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    gap: 2,
                  }}
                >
                  <Box>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {option.name}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {estimatedDaysText(option.estimated_days)}
                    </Typography>
                  </Box>
                  <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {option.fee > 0 ? formatPeso(option.fee) : 'Free'}
                  </Typography>
                </Box>
              }
            />
          );
        })}
      </RadioGroup>
      {error ? (
        <FormHelperText id={errorId} error sx={{ mx: 0, mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
