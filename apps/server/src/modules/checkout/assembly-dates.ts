// Assembly appointments: working days only (ASSEMBLY_WORKING_DAYS, default Mon–Sat), from
// ASSEMBLY_LEAD_WORKING_DAYS working days after today (default 3), Manila time, and at most
// BOOKING_WINDOW_DAYS ahead.

export const BOOKING_WINDOW_DAYS = 60;
const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SHORT_NAMES = DAY_NAMES.map((name) => name.slice(0, 3));

export interface AssemblyRules {
  leadWorkingDays: number;
  /** 0 = Sunday … 6 = Saturday. */
  workingDays: readonly number[];
}

/** Today's date in Manila (no daylight saving there), as YYYY-MM-DD. */
export function manilaToday(now: Date): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
}

/** 'Mon–Sat', or 'Mon, Wed, Fri' when the days are not one run. */
export function workingDaysLabel(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const run = sorted.every((day, index) => index === 0 || day === sorted[index - 1]! + 1);
  if (run && sorted.length > 2) {
    return `${SHORT_NAMES[sorted[0]!]}–${SHORT_NAMES[sorted[sorted.length - 1]!]}`;
  }
  return sorted.map((day) => SHORT_NAMES[day]).join(', ');
}

/** The lead-th working day after today (today itself when the lead is 0 and it is one). */
export function earliestAssemblyDate(now: Date, rules: AssemblyRules): string {
  let date = manilaToday(now);
  let counted = 0;
  if (rules.leadWorkingDays === 0) {
    while (!rules.workingDays.includes(weekday(date))) date = addDays(date, 1);
    return date;
  }
  while (counted < rules.leadWorkingDays) {
    date = addDays(date, 1);
    if (rules.workingDays.includes(weekday(date))) counted += 1;
  }
  return date;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Thu, May 7, 2026' (as en-PH writes it, without depending on the runtime's ICU data). */
function longDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${SHORT_NAMES[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** Why a date cannot be booked, or null when it can. */
export function assemblyDateProblem(date: string, now: Date, rules: AssemblyRules): string | null {
  if (!isCalendarDate(date)) return 'Pick a valid assembly date.';
  const earliest = earliestAssemblyDate(now, rules);
  if (date < earliest) {
    return `The earliest assembly date is ${longDate(earliest)} (${rules.leadWorkingDays} working days ahead).`;
  }
  if (date > addDays(manilaToday(now), BOOKING_WINDOW_DAYS)) {
    return `Pick an assembly date within the next ${BOOKING_WINDOW_DAYS} days.`;
  }
  if (!rules.workingDays.includes(weekday(date))) {
    return `We do not assemble on ${DAY_NAMES[weekday(date)]}s. Pick a working day (${workingDaysLabel(rules.workingDays)}).`;
  }
  return null;
}

/** The bookable dates among `days` days from `from` (default: today in Manila). */
export function assemblyCalendar(
  now: Date,
  rules: AssemblyRules,
  options: { from?: string | undefined; days: number },
) {
  const start = options.from && isCalendarDate(options.from) ? options.from : manilaToday(now);
  const dates: string[] = [];
  for (let offset = 0; offset < options.days; offset++) {
    const date = addDays(start, offset);
    if (assemblyDateProblem(date, now, rules) === null) dates.push(date);
  }
  return {
    earliest: earliestAssemblyDate(now, rules),
    working_days: [...rules.workingDays].sort((a, b) => a - b).map((day) => SHORT_NAMES[day]!),
    dates,
  };
}
