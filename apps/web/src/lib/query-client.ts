import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** `server`: a server-side render's client, which answers at once rather than retry. */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // The server renders a failed read as failed (a product that does not exist) rather
        // than as loading again.
        ...(server ? { retryOnMount: false } : {}),
        // A 4xx will not change on retry; network errors and 5xx might.
        retry: (failureCount, error) =>
          !server &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < MAX_RETRIES,
      },
    },
  });
}
