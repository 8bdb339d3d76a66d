import { useMutation } from '@tanstack/react-query';
import { csvRequest } from './csv-request';

const FILE_NAME = /filename="([^"]+)"/;

/** Fetches the export and hands it to the browser as a download named by the server. */
export async function downloadCatalogueCsv() {
  const response = await csvRequest('GET', '/api/v1/admin/catalogue/export.csv');
  const fileName =
    FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'catalogue.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return fileName;
}

export function useDownloadCatalogueCsv() {
  return useMutation({ mutationFn: downloadCatalogueCsv });
}
