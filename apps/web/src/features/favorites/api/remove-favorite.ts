import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getFavoritesQueryOptions } from './get-favorites';

/** The favorites endpoint toggles: posting a saved product removes it. */
export async function removeFavorite(productId: string) {
  return unwrap(
    await apiClient.post<unknown>('auth', '/api/v1/my-info/favorites', { body: { productId } }),
  );
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  const { queryKey } = getFavoritesQueryOptions();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [queryKey[0]] });
    },
  });
}
