import { catalogueImportSchema } from '@shop/shared/admin/catalogue-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { csvRequest } from './csv-request';
import { getCatalogueImportQueryOptions } from './get-catalogue-import';

/** The dry run: uploads the file, which the server checks row by row without changing anything. */
export async function checkCatalogueCsv(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await csvRequest('POST', '/api/v1/admin/catalogue/imports', form);
  const parsed = catalogueImportSchema.safeParse(
    ((await response.json()) as { data?: unknown }).data,
  );
  if (!parsed.success)
    throw new ApiError({ ok: false, status: 200, message: GENERIC_ERROR_MESSAGE });
  return parsed.data;
}

export function useCheckCatalogueCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkCatalogueCsv,
    onSuccess: (checked) =>
      queryClient.setQueryData(getCatalogueImportQueryOptions(checked._id).queryKey, checked),
  });
}
