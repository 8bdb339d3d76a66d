// Policy dates are calendar days in Manila (UTC+8, no daylight saving).
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Manila calendar date of an instant, as YYYY-MM-DD. */
export function manilaDate(at: Date): string {
  return new Date(at.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The last covered day of a cover of `years` starting on `date`: the day before the same date
 * `years` later (a cover from 29 Feb ends on 27 Feb, or 28 Feb in a leap year).
 */
export function coverEndDate(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const anniversary = new Date(Date.UTC(year + years, month - 1, day));
  // 29 Feb + n years lands on 1 Mar in a common year; the cover still ends the day before.
  anniversary.setUTCDate(anniversary.getUTCDate() - 1);
  return anniversary.toISOString().slice(0, 10);
}
