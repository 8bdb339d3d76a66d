import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A console list's state (page, page size, sort, filters) read from and written to the URL, so
 * a list can be reloaded, bookmarked and shared as it is. `schema` is the list route's shared
 * query schema: what the URL holds is parsed by the same rules the server applies, and a value
 * it refuses falls back to the default rather than breaking the screen.
 */
export function useListSearch<T extends z.ZodObject>(schema: T) {
  const [params, setParams] = useSearchParams();

  const query = useMemo(() => {
    const raw = Object.fromEntries(params.entries());
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data as z.infer<T>;
    // Drop the fields that are not valid and keep the rest.
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key)));
    return schema.parse(kept) as z.infer<T>;
  }, [params, schema]);

  /** Changes some fields; any change but the page itself starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  return { query, update };
}
