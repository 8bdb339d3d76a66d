import { CATALOGUE_CSV_MESSAGES as MESSAGES } from '@shop/shared/admin/catalogue-csv';

// How one CSV cell becomes a value: plain numbers (1299.00), yes/no, lists separated by "|".
// A cell that cannot be read gives its message instead of a value.

export type Cell<T> = { value: T } | { error: string };

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** What a spreadsheet or a person may type instead: 1,299.00, ₱1299, PHP 1,299.00. */
const DECORATED_NUMBER = /^-?\s*(?:₱|php|p)?\s*-?[\d,]+(?:\.\d+)?$/i;

/** A number written plainly, or null for an empty cell. */
export function numberCell(raw: string): Cell<number | null> {
  if (raw === '') return { value: null };
  if (PLAIN_NUMBER.test(raw)) return { value: Number(raw) };
  if (DECORATED_NUMBER.test(raw)) {
    const negative = raw.trim().startsWith('-');
    const digits = raw.replace(/[^\d.]/g, '');
    const plain = `${negative ? '-' : ''}${raw.includes('.') ? digits : `${digits}.00`}`;
    return { error: MESSAGES.numberFormat(raw, plain) };
  }
  return { error: MESSAGES.notANumber };
}

export function yesNoCell(raw: string): Cell<boolean> {
  const word = raw.toLowerCase();
  if (word === 'yes') return { value: true };
  if (word === 'no') return { value: false };
  return { error: MESSAGES.yesNo };
}

/** "living-room|bedroom" → ["living-room", "bedroom"]; blanks between bars are dropped. */
export const listCell = (raw: string) =>
  raw
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

/** How the export writes values, so that reading them back gives the same values. */
export const writeCell = {
  money: (centavos: number | null) => (centavos === null ? '' : (centavos / 100).toFixed(2)),
  whole: (value: number | null) => (value === null ? '' : String(value)),
  yesNo: (value: boolean) => (value ? 'yes' : 'no'),
  list: (values: string[]) => values.join('|'),
  text: (value: string | null) => value ?? '',
};
