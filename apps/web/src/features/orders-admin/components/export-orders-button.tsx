import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { OrderListQuery } from '@shop/shared/admin/orders';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { useDownloadOrdersCsv } from '../api/download-orders-csv';

/** Downloads the orders the filters select as CSV, one row per order line (paging ignored). */
export function ExportOrdersButton({ query }: { query: OrderListQuery }) {
  const download = useDownloadOrdersCsv();
  const pushToast = useNoticesStore((state) => state.pushToast);
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(query, {
          onSuccess: (fileName) => pushToast({ msg: `Saved ${fileName}.`, color: 'success' }),
          onError: (error) => pushToast({ msg: error.message, color: 'error' }),
        })
      }
    >
      {download.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
