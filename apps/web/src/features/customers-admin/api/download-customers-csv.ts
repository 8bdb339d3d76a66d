import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { downloadBlob } from '../../../lib/open-pdf';

/** Fetches the customers the search finds as CSV and hands it to the browser as a download. */
export async function downloadCustomersCsv(search: string | undefined) {
  const { blob, fileName } = await adminApi.file('GET', '/api/v1/admin/customers/export.csv', {
    params: { search },
  });
  downloadBlob(blob, fileName);
  return fileName;
}

export function useDownloadCustomersCsv() {
  return useMutation({ mutationFn: downloadCustomersCsv });
}
