const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the URL or body; a malformed one is simply not found (and never reaches SQL). */
export const isUuid = (value: unknown): boolean => typeof value === 'string' && UUID.test(value);
