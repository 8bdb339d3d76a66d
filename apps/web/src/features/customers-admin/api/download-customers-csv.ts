import { useMutation } from '@tanstack/react-query';
import { adminFileRequest, fileNameOf } from '../../../lib/admin-file-request';
import { downloadBlob } from '../../../lib/open-pdf';

/** Fetches the customers the search finds as CSV and hands it to the browser as a download. */
export async function downloadCustomersCsv(search: string | undefined) {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  const response = await adminFileRequest('GET', `/api/v1/admin/customers/export.csv${query}`);
  const fileName = fileNameOf(response, 'customers.csv');
  downloadBlob(await response.blob(), fileName);
  return fileName;
}

export function useDownloadCustomersCsv() {
  return useMutation({ mutationFn: downloadCustomersCsv });
}
