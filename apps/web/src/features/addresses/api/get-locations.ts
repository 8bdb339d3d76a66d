import { locationOptionSchema, type LocationOption } from '@shop/shared/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';

const parsePlace = (item: unknown): LocationOption | null =>
  locationOptionSchema.safeParse(item).data ?? null;

// Reference data that changes with a release: kept for the whole visit.
const PLACES_STALE_MS = 60 * 60_000;

/** GET /api/v1/public/locations/regions — the Philippine regions. */
export const getRegionsQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'regions'],
    queryFn: async ({ signal }) =>
      unwrapList(
        await apiClient.get<unknown>('checkout', '/api/v1/public/locations/regions', { signal }),
        parsePlace,
      ),
    staleTime: PLACES_STALE_MS,
  });

/** GET /api/v1/public/locations/provinces?region= — by region code or name. */
export const getProvincesQueryOptions = (region: string) =>
  queryOptions({
    queryKey: ['locations', 'provinces', region],
    queryFn: async ({ signal }) =>
      unwrapList(
        await apiClient.get<unknown>('checkout', '/api/v1/public/locations/provinces', {
          params: { region },
          signal,
        }),
        parsePlace,
      ),
    staleTime: PLACES_STALE_MS,
  });

/**
 * GET /api/v1/public/locations/cities?province= — cities and municipalities; empty where the
 * shop keeps no list (the city is then typed).
 */
export const getCitiesQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['locations', 'cities', province],
    queryFn: async ({ signal }) =>
      unwrapList(
        await apiClient.get<unknown>('checkout', '/api/v1/public/locations/cities', {
          params: { province },
          signal,
        }),
        parsePlace,
      ),
    staleTime: PLACES_STALE_MS,
  });

export function useRegions() {
  return useQuery(getRegionsQueryOptions());
}

export function useProvinces(region: string) {
  return useQuery({ ...getProvincesQueryOptions(region), enabled: region !== '' });
}

export function useCities(province: string) {
  return useQuery({ ...getCitiesQueryOptions(province), enabled: province !== '' });
}
