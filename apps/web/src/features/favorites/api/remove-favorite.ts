import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { FAVORITES_QUERY_KEY } from '../../../lib/query-keys';

/** The favorites endpoint toggles: posting a saved product removes it. */
export async function removeFavorite(productId: string) {
  return unwrap(
    await apiClient.post<unknown>('auth', '/api/v1/my-info/favorites', { body: { productId } }),
  );
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: async () => {
      // The list and the product pages' hearts.
      await queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
    },
  });
}
