/**
 * A LIKE/ILIKE pattern that finds `text` anywhere, read literally: `%`, `_` and the escape
 * character `\` (PostgreSQL's default for LIKE) typed by a shopper match themselves.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
