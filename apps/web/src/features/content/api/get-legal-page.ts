import { legalPageDataSchema } from '@shop/shared/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

export type LegalPageSlug = 'terms' | 'privacy';

/** GET /api/v1/public/legal-pages/{terms|privacy} — the text staff wrote, placeholders filled in. */
export function getLegalPage(slug: LegalPageSlug, signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', `/api/v1/public/legal-pages/${slug}`, { signal });
}

/** Null while staff have not written the page: the built-in text shows instead. */
export const getLegalPageQueryOptions = (slug: LegalPageSlug) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: async ({ signal }) =>
      parseOrThrow(await getLegalPage(slug, signal), legalPageDataSchema),
    staleTime: 5 * 60_000,
  });

export function useLegalPage(slug: LegalPageSlug, enabled: boolean) {
  return useQuery({ ...getLegalPageQueryOptions(slug), enabled });
}
