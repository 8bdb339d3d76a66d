import { isRecord } from './storage';

function messagesOfObject(value: Record<string, unknown>): string[] {
  return Object.values(value).flatMap((entry) => {
    if (typeof entry === 'string') return entry.trim() ? [entry] : [];
    if (Array.isArray(entry))
      return entry.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    return [];
  });
}

/**
 * What to show for an error (spec section 8): a string is one notice; an object of messages
 * shows each; an `errors` list of objects shows each non-empty entry. An API failure with no
 * field messages falls back to its `message`.
 */
export function toDisplayMessages(error: unknown): string[] {
  if (typeof error === 'string') return error.trim() ? [error] : [];
  if (error === null || error === undefined) return [];

  const source = error as { errors?: unknown; message?: unknown };
  const { errors } = source;
  if (Array.isArray(errors)) {
    const messages = errors.flatMap((entry: unknown) => {
      if (typeof entry === 'string') return entry.trim() ? [entry] : [];
      return isRecord(entry) ? messagesOfObject(entry) : [];
    });
    if (messages.length > 0) return messages;
  } else if (isRecord(errors)) {
    const messages = messagesOfObject(errors);
    if (messages.length > 0) return messages;
  }

  if (typeof source.message === 'string') return source.message.trim() ? [source.message] : [];
  if (isRecord(error)) return messagesOfObject(error);
  return [];
}
