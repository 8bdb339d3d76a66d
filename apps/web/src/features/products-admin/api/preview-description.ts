import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';
import { adminProductsQueryKey } from './get-products';

const previewSchema = z.object({ html: z.string() });

/** The description's Markdown as the shop shows it (rendered by the server, raw HTML escaped). */
export function previewDescription(markdown: string, signal?: AbortSignal) {
  return adminApi.data('POST', '/api/v1/admin/products/description-preview', previewSchema, {
    body: { markdown },
    signal,
  });
}

export function getDescriptionPreviewQueryOptions(markdown: string) {
  return queryOptions({
    queryKey: [...adminProductsQueryKey, 'description-preview', markdown],
    queryFn: ({ signal }) => previewDescription(markdown, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    enabled: markdown.trim() !== '',
  });
}

export function useDescriptionPreview(markdown: string) {
  return useQuery(getDescriptionPreviewQueryOptions(markdown));
}
