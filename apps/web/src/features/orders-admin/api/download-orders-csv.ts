import type { OrderFilters } from '@shop/shared/admin/orders';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { downloadBlob } from '../../../lib/open-pdf';

/** The filtered orders as CSV (one row per order line), saved under the server's file name. */
export async function downloadOrdersCsv(filters: OrderFilters) {
  const { blob, fileName } = await adminApi.file('GET', '/api/v1/admin/orders/export.csv', {
    params: { ...filters },
  });
  downloadBlob(blob, fileName);
  return fileName;
}

export function useDownloadOrdersCsv() {
  return useMutation({ mutationFn: downloadOrdersCsv });
}
