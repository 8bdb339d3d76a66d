import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getDocumentsQueryOptions, type AccountDocument } from './get-documents';

/** DELETE /api/v1/my-info/documents/{id}: the document and its files. */
export async function deleteDocument(id: string) {
  return unwrap(
    await apiClient.delete<{ _id: string }>(
      'auth',
      `/api/v1/my-info/documents/${encodeURIComponent(id)}`,
    ),
  );
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  const { queryKey } = getDocumentsQueryOptions();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async ({ _id }) => {
      // Gone at once, then confirmed by the server's list.
      queryClient.setQueryData<AccountDocument[]>(queryKey, (documents) =>
        documents?.filter((document) => document._id !== _id),
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
