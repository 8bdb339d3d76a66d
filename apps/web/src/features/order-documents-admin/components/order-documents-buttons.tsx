import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { INVOICES_PER_PRINT_MAX } from '@shop/shared/admin/order-documents';
import type { ReactNode } from 'react';
import { fetchInvoicePdf, fetchInvoicesPdf, fetchPackingSlipPdf } from '../api/get-order-documents';
import { useOpenPdf } from '../hooks/use-open-pdf';

function PdfButton({
  label,
  icon,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : icon}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

function Feedback({ message }: { message: { severity: 'error' | 'info'; text: string } | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
      {message.text}
    </Alert>
  );
}

/** The order page's "Packing slip" and "Invoice" buttons: each opens the PDF in a new window. */
export function OrderDocumentsButtons({
  orderId,
  orderNumber,
}: {
  orderId: string;
  orderNumber: string;
}) {
  const { busy, message, open } = useOpenPdf<'slip' | 'invoice'>();
  return (
    <Stack spacing={1} component="section" aria-label={`Documents of order ${orderNumber}`}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <PdfButton
          label="Packing slip"
          icon={<Inventory2Icon />}
          busy={busy === 'slip'}
          disabled={busy !== null}
          onClick={() =>
            void open('slip', `packing-slip-${orderNumber}.pdf`, () => fetchPackingSlipPdf(orderId))
          }
        />
        <PdfButton
          label="Invoice"
          icon={<ReceiptLongIcon />}
          busy={busy === 'invoice'}
          disabled={busy !== null}
          onClick={() =>
            void open('invoice', `invoice-${orderNumber}.pdf`, () => fetchInvoicePdf(orderId))
          }
        />
      </Stack>
      <Feedback message={message} />
    </Stack>
  );
}

/** The order list's bulk action: the selected orders' invoices as one PDF. */
export function PrintInvoicesButton({ orderIds }: { orderIds: string[] }) {
  const { busy, message, open } = useOpenPdf<'invoices'>();
  const count = orderIds.length;
  const tooMany = count > INVOICES_PER_PRINT_MAX;
  return (
    <Stack spacing={1}>
      <PdfButton
        label={`Print invoices (${count})`}
        icon={<PrintIcon />}
        busy={busy === 'invoices'}
        disabled={busy !== null || count === 0 || tooMany}
        onClick={() =>
          void open('invoices', `invoices-${count}.pdf`, () => fetchInvoicesPdf(orderIds))
        }
      />
      {tooMany ? (
        <Alert severity="info" role="status">
          Select at most {INVOICES_PER_PRINT_MAX} orders to print their invoices at once.
        </Alert>
      ) : null}
      <Feedback message={message} />
    </Stack>
  );
}
