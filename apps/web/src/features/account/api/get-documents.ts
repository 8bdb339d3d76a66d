import { identityDocumentSchema, type IdentityDocument } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

export type AccountDocument = IdentityDocument;
export type AccountDocumentFile = AccountDocument['files'][number];

/** GET /api/v1/my-info/documents */
export const getDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'documents'],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('auth', '/api/v1/my-info/documents', { signal }),
        z.array(identityDocumentSchema),
      ),
  });

export function useDocuments() {
  return useQuery(getDocumentsQueryOptions());
}
