import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * A route module's loader, given the app's query client by the route table: it starts the
 * screen's reads with the screen's own query options and returns the promise of them. The route
 * table decides whether to wait: the browser does not (the screen shows its skeleton and its
 * error state as before), the server does, so its HTML holds the data (docs/decisions/038).
 */
export type ClientLoader = (
  queryClient: QueryClient,
) => (args: Pick<LoaderFunctionArgs, 'request' | 'params'>) => Promise<unknown>;
