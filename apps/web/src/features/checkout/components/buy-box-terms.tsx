import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProtectionPlan } from '@shop/shared/contracts/catalogue';
import { formatPeso } from '@shop/shared/money';
import type { ReactNode } from 'react';
import { usePurchaseTerms } from '../api/get-purchase-terms';

export interface BuyBoxTermsProps {
  protectionPlan: ProtectionPlan | null;
}

function Note({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: '1px' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** Beside the buy button: how one can pay, the return window and the protection plan. */
export function BuyBoxTerms({ protectionPlan }: BuyBoxTermsProps) {
  const terms = usePurchaseTerms();
  const methods = terms.data?.payment_methods ?? [];
  const channels = methods.flatMap((method) =>
    method.channels.length > 0 ? method.channels.map((channel) => channel.name) : [method.name],
  );
  if (!terms.data && !protectionPlan) return null;
  return (
    <Box
      component="ul"
      aria-label="Payment, returns and warranty"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 2,
        display: 'grid',
        gap: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {channels.length > 0 ? (
        <Note icon={<PaymentsOutlinedIcon fontSize="small" />} title="Ways to pay">
          {channels.join(', ')}
        </Note>
      ) : null}
      {terms.data ? (
        <Note icon={<AssignmentReturnOutlinedIcon fontSize="small" />} title="Easy returns">
          Request a return within {terms.data.return_window_days}{' '}
          {terms.data.return_window_days === 1 ? 'day' : 'days'} of receiving your order, from My
          Returns.
        </Note>
      ) : null}
      {protectionPlan ? (
        <Note icon={<VerifiedUserOutlinedIcon fontSize="small" />} title={protectionPlan.name}>
          {protectionPlan.years}-year protection plan, {formatPeso(protectionPlan.price)} each: tick
          it on the item in your cart.
        </Note>
      ) : null}
    </Box>
  );
}
