import type { OfwLocation, OfwLocations } from '@shop/shared/ofw-locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseWithLazySchema } from '../../../lib/api-client';
import { useAbroadCountryStore } from '../stores/abroad-country';

/**
 * GET /api/products/ofw-location — the countries where most overseas Filipinos work, each with
 * an approximate pesos-per-unit rate, and the day the rates were taken.
 */
export const getOfwLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['ofw-location'],
    queryFn: ({ signal }): Promise<OfwLocations> =>
      parseWithLazySchema(
        apiClient.get<unknown>('catalogue', '/api/products/ofw-location', { signal }),
        import('@shop/shared/ofw-locations').then((module) => module.ofwLocationsSchema),
      ),
    // A table that changes with the server's settings, not while someone shops.
    staleTime: 60 * 60_000,
  });

export function useOfwLocations(enabled = true) {
  return useQuery({ ...getOfwLocationsQueryOptions(), enabled });
}

/** The country the shopper picked, with its rate and the rates' day (null when none). */
export function usePickedCountry(): {
  country: OfwLocation | null;
  ratesAsOf: string | null;
} {
  const code = useAbroadCountryStore((state) => state.country);
  const locations = useOfwLocations(code !== null);
  const country = locations.data?.countries.find((entry) => entry.code === code) ?? null;
  return { country, ratesAsOf: locations.data?.rates_as_of ?? null };
}
