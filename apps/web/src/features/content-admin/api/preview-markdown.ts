import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

/** The safe HTML the storefront renders for this Markdown (the server's own renderer). */
export function getMarkdownPreviewQueryOptions(markdown: string) {
  return queryOptions({
    queryKey: ['admin', 'markdown-preview', markdown],
    queryFn: ({ signal }) =>
      adminApi.data('POST', '/api/v1/admin/markdown/preview', z.object({ html: z.string() }), {
        body: { markdown },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useMarkdownPreview(markdown: string) {
  return useQuery(getMarkdownPreviewQueryOptions(markdown));
}
