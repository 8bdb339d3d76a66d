// Calendar dates as YYYY-MM-DD strings in Manila time (no daylight saving there), computed in
// UTC so the browser's own time zone never shifts a day.

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

export function manilaToday(now: Date): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(utc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string) => utc(date).getUTCDay();

/** 'Thursday, May 7, 2026'. */
export function longDate(date: string): string {
  const day = utc(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** '2026-05' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** 'May 2026' of '2026-05'. */
export function monthTitle(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return `${MONTHS[(index ?? 1) - 1]} ${year}`;
}

/** '2026-06' after '2026-05' (or before, with -1). */
export function shiftMonth(month: string, by: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, index - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Every date of a month, '2026-05-01' … '2026-05-31'. */
export function daysOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) days.push(date);
  return days;
}

/** The date and time a shopper asked for, as written in Manila: 'Monday, May 11, 2026, 9:00 AM'. */
export function preferredDateTimeText(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match?.[1]) return value;
  const date = longDate(match[1]);
  if (match[2] === undefined) return date;
  const hours = Number(match[2]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${date}, ${hours % 12 === 0 ? 12 : hours % 12}:${match[3]} ${suffix}`;
}
