import { assemblyDatesSchema } from '@shop/shared/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '../../../lib/api-client';

/** How far ahead the calendar looks; the server refuses dates past its booking window anyway. */
export const ASSEMBLY_CALENDAR_DAYS = 62;

/**
 * GET /api/v1/my-cart/assembly-dates — the dates assembly can be booked on (working days from
 * the earliest lead day, Manila time). Every other date is disabled in the picker.
 */
export const getAssemblyDatesQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'assembly-dates'],
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(
          await apiClient.get<unknown>('checkout', '/api/v1/my-cart/assembly-dates', {
            params: { days: ASSEMBLY_CALENDAR_DAYS },
            signal,
          }),
          assemblyDatesSchema,
        ),
      ),
    staleTime: 10 * 60_000,
  });

export function useAssemblyDates() {
  return useQuery(getAssemblyDatesQueryOptions());
}
