import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { isRecord } from '../../../lib/storage';

export interface FavoriteProduct {
  _id: string;
  name: string;
  friendly_url: string;
  price_details: { price: number }[];
  image: { url: string; alt: string } | null;
}

function parseFavorite(item: unknown): FavoriteProduct | null {
  if (!isRecord(item) || typeof item._id !== 'string' || typeof item.name !== 'string') {
    return null;
  }
  const prices = Array.isArray(item.price_details) ? item.price_details : [];
  const images = Array.isArray(item.images) ? item.images : [];
  const first: unknown = images[0];
  return {
    _id: item._id,
    name: item.name,
    friendly_url: typeof item.friendly_url === 'string' ? item.friendly_url : '',
    price_details: prices.flatMap((entry: unknown) =>
      isRecord(entry) && typeof entry.price === 'number' ? [{ price: entry.price }] : [],
    ),
    image:
      isRecord(first) && typeof first.url === 'string'
        ? { url: first.url, alt: typeof first.alt === 'string' ? first.alt : '' }
        : null,
  };
}

/** GET /api/v1/my-info/favorites with the product summaries the list shows. */
export const getFavoritesQueryOptions = () =>
  queryOptions({
    // Under ['favorites'], which the product page's heart invalidates after a toggle.
    queryKey: ['favorites', 'list'],
    queryFn: async ({ signal }) =>
      unwrapList(
        await apiClient.get<unknown>('auth', '/api/v1/my-info/favorites', { signal }),
        parseFavorite,
      ),
  });

export function useFavorites() {
  return useQuery(getFavoritesQueryOptions());
}
