import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * A route module's loader, given the app's query client by the route table: it starts the
 * screen's reads with the screen's own query options as the route loads. It does not wait for
 * them, so the screen still shows its skeleton and its error state as before.
 */
export type ClientLoader = (
  queryClient: QueryClient,
) => (args: Pick<LoaderFunctionArgs, 'request' | 'params'>) => null;
