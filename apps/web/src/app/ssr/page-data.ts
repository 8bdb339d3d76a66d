import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { LayoutHint } from '@shop/shared/layout-hint';
import { ApiError } from '../../lib/api-client';
import { isRecord } from '../../lib/storage';

/** The `<script type="application/json">` a server-rendered page carries (no inline code: CSP). */
export const PAGE_DATA_ID = 'page-data';

/** What the server's render read, so the browser's first render is the same page. */
export interface PageData {
  router: HydrationState;
  queries: DehydratedState;
  /** The lazily loaded sections the page shows (lib/lazy-section), loaded before hydrating. */
  sections: string[];
  /** The layout the server drew (hooks/layout-hint.ts). */
  layout: LayoutHint;
}

interface SerializedApiError {
  apiError: { status: number; message: string; errors?: unknown };
}

const isSerializedApiError = (value: unknown): value is SerializedApiError =>
  isRecord(value) && isRecord(value.apiError) && typeof value.apiError.status === 'number';

/**
 * The query cache as JSON: successful reads, and failed ones too (a product that does not
 * exist renders its not-found state on both sides), their ApiError kept as plain data.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!(error instanceof Error)) return query;
      const apiError =
        error instanceof ApiError
          ? { status: error.status, message: error.message, errors: error.errors }
          : { status: 0, message: error.message };
      return { ...query, state: { ...query.state, error: { apiError } as unknown as Error } };
    }),
  };
}

/**
 * Puts the server's reads into the browser's cache before the first render. A read that failed
 * on the server is not retried as its screen mounts (the server rendered it without retrying),
 * so the first render shows the same error state; its screen's retry button still refetches.
 */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!isSerializedApiError(error)) return query;
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
      const revived = new ApiError({ ok: false, ...error.apiError });
      return { ...query, state: { ...query.state, error: revived } };
    }),
  });
}

// JSON inside <script> must not be able to close the tag or open a comment.
export const serializePageData = (data: PageData): string =>
  JSON.stringify(data).replace(/</g, '\\u003c');

/** The page data of a server-rendered page, or null for the client-rendered shell. */
export function readPageData(document: Document): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    if (!isRecord(data) || !isRecord(data.router) || !isRecord(data.queries)) return null;
    const sections = Array.isArray(data.sections)
      ? data.sections.filter((id): id is string => typeof id === 'string')
      : [];
    const layout = { mobile: isRecord(data.layout) && data.layout.mobile === true };
    return { ...(data as unknown as PageData), sections, layout };
  } catch {
    return null;
  }
}
