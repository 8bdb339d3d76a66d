import { identityDocumentSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResult, parseResult } from '../../../lib/api-client';
import { getDocumentsQueryOptions, type AccountDocument } from './get-documents';

export interface DocumentUploadInput {
  type: string;
  number: string;
  /** YYYY-MM-DD, or undefined for documents without one. */
  expiry?: string;
  front?: File | null;
  back?: File | null;
  pdf?: File | null;
}

/** POST /api/v1/my-info/documents as multipart/form-data (fields first, then the files). */
export async function uploadDocument(input: DocumentUploadInput) {
  const body = new FormData();
  body.append('type', input.type);
  body.append('number', input.number);
  if (input.expiry) body.append('expiry', input.expiry);
  for (const side of ['front', 'back', 'pdf'] as const) {
    const file = input[side];
    if (file) body.append(side, file, file.name);
  }
  return parseResult(
    await apiClient.post<unknown>('auth', '/api/v1/my-info/documents', { body }),
    identityDocumentSchema,
  );
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation<ApiResult<AccountDocument>, Error, DocumentUploadInput>({
    mutationFn: uploadDocument,
    onSuccess: async (result) => {
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey });
      }
    },
  });
}
