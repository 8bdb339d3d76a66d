import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REASON_DETAILS_MAX_LENGTH,
  requestPolicyRefundSchema,
  type Policy,
} from '@shop/shared/order-after-sales';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField, RequestError } from '../../../components/form/form-text-field';
import { toDisplayMessages } from '../../../lib/error-messages';
import { downloadPdf, openBlankWindow, openPdf } from '../../../lib/open-pdf';
import { getPolicyFile } from '../api/get-policy-file';
import { useRequestPolicyRefund } from '../api/request-policy-refund';
import { formatDate } from '../../../lib/date-format';

const POLICY_STATUS_LABELS: Record<Policy['status'], string> = {
  active: 'Active',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
};

const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the new window. Allow pop-ups for this site, or use Download.';

const refundFormSchema = requestPolicyRefundSchema.pick({ reason: true });
type RefundFormInput = z.input<typeof refundFormSchema>;
type RefundFormValues = z.output<typeof refundFormSchema>;

function RefundDialog({
  open,
  orderId,
  policy,
  onClose,
  onDone,
}: {
  open: boolean;
  orderId: string;
  policy: Policy;
  onClose: () => void;
  onDone: () => void;
}) {
  const titleId = useId();
  const mutation = useRequestPolicyRefund(orderId);
  const { control, handleSubmit, reset } = useForm<RefundFormInput, unknown, RefundFormValues>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit(({ reason }) =>
    mutation.mutate(
      { policyId: policy._id, reason },
      {
        onSuccess: () => {
          reset();
          onDone();
        },
      },
    ),
  );
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Request a policy refund</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Policy {policy.policy_number} ({policy.plan_name}) for {policy.product_name}. Refunds
            can be requested until {formatDate(policy.cooling_off_ends_on)}.
          </DialogContentText>
          <FormTextField
            control={control}
            name="reason"
            label="Reason for the refund"
            required
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: REASON_DETAILS_MAX_LENGTH } }}
          />
          <RequestError error={mutation.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={mutation.isPending}>
            No
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {mutation.isPending ? 'Sending…' : 'Yes'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function PolicyCard({ orderId, policy }: { orderId: string; policy: Policy }) {
  const headingId = useId();
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refundOpen, setRefundOpen] = useState(false);
  const [refundSent, setRefundSent] = useState(false);

  const view = async () => {
    // Opened inside the click, before the request: a window opened later is often blocked.
    const target = openBlankWindow();
    setBusy('view');
    setError(null);
    try {
      const file = await getPolicyFile(policy._id);
      if (!openPdf(file.base64, target)) setError(POPUP_BLOCKED_MESSAGE);
    } catch (failure) {
      target?.close();
      setError(toDisplayMessages(failure).join(' '));
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    setError(null);
    try {
      const file = await getPolicyFile(policy._id);
      downloadPdf(file.base64, file.fileName || `policy-${policy.policy_number}.pdf`);
    } catch (failure) {
      setError(toDisplayMessages(failure).join(' '));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
            Policy {policy.policy_number}
          </Typography>
          <Typography variant="body2">
            {policy.plan_name} for {policy.product_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Coverage {formatDate(policy.starts_on)} – {formatDate(policy.ends_on)}
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          label={POLICY_STATUS_LABELS[policy.status]}
          sx={{ fontWeight: 600 }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<OpenInNewIcon />}
          disabled={busy !== null}
          onClick={() => void view()}
          aria-label={`View policy ${policy.policy_number}`}
        >
          {busy === 'view' ? 'Opening…' : 'View policy'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void download()}
          aria-label={`Download policy ${policy.policy_number}`}
        >
          {busy === 'download' ? 'Preparing…' : 'Download'}
        </Button>
        {policy.can_request_refund ? (
          <Button size="small" onClick={() => setRefundOpen(true)}>
            Request policy refund
          </Button>
        ) : null}
      </Box>
      {policy.can_request_refund ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          A refund can be requested until {formatDate(policy.cooling_off_ends_on)}.
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      ) : null}
      {refundSent ? (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          Your refund request for policy {policy.policy_number} has been sent.
        </Alert>
      ) : null}
      <RefundDialog
        open={refundOpen}
        orderId={orderId}
        policy={policy}
        onClose={() => setRefundOpen(false)}
        onDone={() => {
          setRefundOpen(false);
          setRefundSent(true);
        }}
      />
    </Paper>
  );
}

/** The protection-plan policies of an order: view (new window), download, refund request. */
export function OrderPolicies({ orderId, policies }: { orderId: string; policies: Policy[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {policies.map((policy) => (
        <PolicyCard key={policy._id} orderId={orderId} policy={policy} />
      ))}
    </Stack>
  );
}
