import { catalogueImportSchema } from '@shop/shared/admin/catalogue-csv';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

/** While an import is being applied, its progress is read this often. */
const PROGRESS_POLL_MS = 500;

export function getCatalogueImportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'catalogue-imports', id],
    queryFn: ({ signal }) =>
      adminApi.data('GET', `/api/v1/admin/catalogue/imports/${id}`, catalogueImportSchema, {
        signal,
      }),
  });
}

/** The import; polled for its progress bar while `polling` (the apply request is under way). */
export function useCatalogueImport(id: string | undefined, polling: boolean) {
  return useQuery({
    ...getCatalogueImportQueryOptions(id ?? ''),
    enabled: id !== undefined,
    refetchInterval: polling ? PROGRESS_POLL_MS : false,
  });
}
