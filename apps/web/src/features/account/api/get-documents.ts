import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from './parse-response';

/** One identity document as the server lists it (modules/account/documents-routes.ts). */
export const accountDocumentSchema = z.object({
  _id: z.string(),
  type: z.string(),
  number: z.string(),
  expiry: z.string().nullable(),
  files: z.array(
    z.object({
      side: z.enum(['front', 'back', 'pdf']),
      /** Owner-only: fetched with the bearer token, never linked directly. */
      url: z.string(),
      content_type: z.string(),
      size: z.number(),
    }),
  ),
  created_at: z.string(),
});
export type AccountDocument = z.infer<typeof accountDocumentSchema>;
export type AccountDocumentFile = AccountDocument['files'][number];

/** GET /api/v1/my-info/documents */
export const getDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'documents'],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('auth', '/api/v1/my-info/documents', { signal }),
        z.array(accountDocumentSchema),
      ),
  });

export function useDocuments() {
  return useQuery(getDocumentsQueryOptions());
}
