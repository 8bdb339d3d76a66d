import {
  favoriteProductSchema,
  type FavoriteProduct as FavoriteProductData,
} from '@shop/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';
import { FAVORITES_QUERY_KEY } from '../../../lib/query-keys';

const favoritesSchema = array(favoriteProductSchema);

export interface FavoriteProduct {
  _id: string;
  name: string;
  friendly_url: string;
  price_details: { price: number }[];
  image: { url: string; alt: string } | null;
}

/** What the list shows of a saved product: its first image and its prices. */
const toFavorite = (product: FavoriteProductData): FavoriteProduct => {
  const first = product.images[0];
  return {
    _id: product._id,
    name: product.name,
    friendly_url: product.friendly_url,
    price_details: product.price_details.map(({ price }) => ({ price })),
    image: first ? { url: first.url, alt: first.alt } : null,
  };
};

/** GET /api/v1/my-info/favorites with the product summaries the list shows. */
export const getFavoritesQueryOptions = () =>
  queryOptions({
    // Under FAVORITES_QUERY_KEY, which the product page's heart invalidates after a toggle.
    queryKey: [...FAVORITES_QUERY_KEY, 'list'],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('auth', '/api/v1/my-info/favorites', { signal }),
        favoritesSchema,
      ).map(toFavorite),
  });

export function useFavorites() {
  return useQuery(getFavoritesQueryOptions());
}
