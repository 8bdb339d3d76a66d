import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient, unwrap } from '../../../lib/api-client';
import { FAVORITES_QUERY_KEY } from '../../../lib/query-keys';
import { isRecord } from '../../../lib/storage';
import { getFavoriteIdsQueryOptions } from './get-favorite-ids';

/** POST /api/v1/my-info/favorites — adds the product, or removes it when it is one. */
export async function toggleFavorite(productId: string): Promise<boolean> {
  const data = unwrap(
    await apiClient.post<unknown>('auth', '/api/v1/my-info/favorites', { body: { productId } }),
  );
  return isRecord(data) && data.favorite === true;
}

/**
 * Toggles and writes the answer into the favorites cache. Plain state rather than useMutation,
 * which would add its observer to every page's bundle for this one button.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const { queryKey } = getFavoriteIdsQueryOptions();

  async function toggle(productId: string, onError: (error: unknown) => void) {
    setPending(true);
    try {
      const favorite = await toggleFavorite(productId);
      queryClient.setQueryData(queryKey, (ids = []) =>
        favorite ? [...new Set([...ids, productId])] : ids.filter((id) => id !== productId),
      );
      void queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  }

  return { toggle, isPending };
}
