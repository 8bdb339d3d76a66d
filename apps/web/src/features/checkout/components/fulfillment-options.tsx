import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FulfillmentType } from '@shop/shared/checkout';
import type { ReactNode } from 'react';
import { RadioCard } from '../../../components/radio-card';

export interface PickupBranch {
  _id: string;
  name: string;
  address?: string;
  hours?: string;
}

export interface FulfillmentOptionsProps {
  value: FulfillmentType;
  onChange: (value: FulfillmentType) => void;
  branches: readonly PickupBranch[];
  branchesLoading?: boolean;
  branchId: string | null;
  onBranchChange: (branchId: string | null) => void;
  /** The message of a refused or missing branch. */
  branchError?: string | null;
  /** Where the checked items are reserved (pickup must be there). */
  itemBranchNames?: readonly string[];
}

function Choice({
  value,
  checked,
  icon,
  title,
  text,
}: {
  value: FulfillmentType;
  checked: boolean;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <RadioCard
      value={value}
      checked={checked}
      sx={{ flex: 1 }}
      labelSx={{ width: '100%', alignItems: 'flex-start' }}
      label={
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1 }}>
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
            {icon}
          </Box>
          <Box>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', color: 'text.secondary' }}
            >
              {text}
            </Typography>
          </Box>
        </Box>
      }
    />
  );
}

/** Delivery to an address (the default) or pickup at one of the shop's branches. */
export function FulfillmentOptions({
  value,
  onChange,
  branches,
  branchesLoading = false,
  branchId,
  onBranchChange,
  branchError,
  itemBranchNames = [],
}: FulfillmentOptionsProps) {
  const branch = branches.find((entry) => entry._id === branchId);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RadioGroup
        aria-label="How do you want to get your order?"
        name="fulfillmentType"
        value={value}
        onChange={(event) => onChange(event.target.value === 'pickup' ? 'pickup' : 'delivery')}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
      >
        <Choice
          value="delivery"
          checked={value === 'delivery'}
          icon={<LocalShippingOutlinedIcon />}
          title="Delivery"
          text="A courier brings your order to your address."
        />
        <Choice
          value="pickup"
          checked={value === 'pickup'}
          icon={<StorefrontOutlinedIcon />}
          title="Pickup at a branch"
          text="Collect your order at one of our stores, no shipping fee."
        />
      </RadioGroup>
      {value === 'pickup' ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            select
            label="Pickup branch"
            required
            value={branchId ?? ''}
            onChange={(event) => onBranchChange(event.target.value || null)}
            error={Boolean(branchError)}
            helperText={
              branchError ??
              (itemBranchNames.length > 0
                ? `Your items are reserved at ${itemBranchNames.join(', ')}.`
                : undefined)
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 480 }}
          >
            <option value="">{branchesLoading ? 'Loading branches…' : 'Choose a branch'}</option>
            {branches.map((entry) => (
              <option key={entry._id} value={entry._id}>
                {entry.name}
              </option>
            ))}
          </TextField>
          {branch?.address || branch?.hours ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[branch.address, branch.hours].filter(Boolean).join(' · ')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
