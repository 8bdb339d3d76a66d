import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiFailure } from '../../lib/api-client';
import { toDisplayMessages } from '../../lib/error-messages';
import { isRecord } from '../../lib/storage';

/**
 * Puts the server's field messages (`errors: { field: message }`) beside their fields and
 * returns what has no field on the form, to show above the submit button.
 */
export function placeServerErrors<T extends FieldValues>(
  failure: ApiFailure,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const rest: Record<string, unknown> = {};
  let placed = 0;
  if (isRecord(failure.errors)) {
    for (const [field, message] of Object.entries(failure.errors)) {
      const target = fields.find((name) => name === field);
      if (target && typeof message === 'string' && message) {
        setError(target, { type: 'server', message }, { shouldFocus: placed === 0 });
        placed += 1;
      } else {
        rest[field] = message;
      }
    }
  }
  if (placed === 0) return toDisplayMessages(failure);
  return toDisplayMessages({ errors: rest });
}
