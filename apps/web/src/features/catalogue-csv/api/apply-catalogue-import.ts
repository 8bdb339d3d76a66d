import { catalogueImportSchema } from '@shop/shared/admin/catalogue-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getCatalogueImportQueryOptions } from './get-catalogue-import';

export function applyCatalogueImport(id: string) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/catalogue/imports/${id}/apply`,
    catalogueImportSchema,
    { body: {} },
  );
}

export function useApplyCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCatalogueImport,
    // The answer is the import as applied; after a failure the server's status is read again.
    onSuccess: (applied) =>
      queryClient.setQueryData(getCatalogueImportQueryOptions(applied._id).queryKey, applied),
    onError: (_error, id) =>
      queryClient.invalidateQueries({ queryKey: getCatalogueImportQueryOptions(id).queryKey }),
  });
}
