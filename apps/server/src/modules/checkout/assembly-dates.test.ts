import { describe, expect, it } from 'vitest';
import {
  assemblyCalendar,
  assemblyDateProblem,
  earliestAssemblyDate,
  manilaToday,
  workingDaysLabel,
} from './assembly-dates';

const MON_SAT = { leadWorkingDays: 3, workingDays: [1, 2, 3, 4, 5, 6] };
// Monday 4 May 2026, 10:00 in Manila.
const monday = new Date('2026-05-04T02:00:00Z');

describe('assembly dates', () => {
  it('take today in Manila, not UTC', () => {
    expect(manilaToday(new Date('2026-05-03T17:00:00Z'))).toBe('2026-05-04');
  });

  it('start three working days ahead, skipping Sundays', () => {
    expect(earliestAssemblyDate(monday, MON_SAT)).toBe('2026-05-07');
    // Thursday → Fri, Sat, (Sun), Mon.
    expect(earliestAssemblyDate(new Date('2026-05-07T02:00:00Z'), MON_SAT)).toBe('2026-05-11');
    const weekdaysOnly = { leadWorkingDays: 3, workingDays: [1, 2, 3, 4, 5] };
    expect(earliestAssemblyDate(new Date('2026-05-07T02:00:00Z'), weekdaysOnly)).toBe('2026-05-12');
  });

  it('explain why a date is refused', () => {
    expect(assemblyDateProblem('2026-05-06', monday, MON_SAT)).toBe(
      'The earliest assembly date is Thu, May 7, 2026 (3 working days ahead).',
    );
    expect(assemblyDateProblem('2026-05-10', monday, MON_SAT)).toBe(
      'We do not assemble on Sundays. Pick a working day (Mon–Sat).',
    );
    expect(assemblyDateProblem('2026-02-30', monday, MON_SAT)).toBe('Pick a valid assembly date.');
    expect(assemblyDateProblem('2026-09-01', monday, MON_SAT)).toBe(
      'Pick an assembly date within the next 60 days.',
    );
    expect(assemblyDateProblem('2026-05-07', monday, MON_SAT)).toBeNull();
  });

  it('list the bookable dates for the picker', () => {
    const calendar = assemblyCalendar(monday, MON_SAT, { days: 10 });
    expect(calendar).toEqual({
      earliest: '2026-05-07',
      working_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      dates: ['2026-05-07', '2026-05-08', '2026-05-09', '2026-05-11', '2026-05-12', '2026-05-13'],
    });
  });

  it('name the working days', () => {
    expect(workingDaysLabel([1, 2, 3, 4, 5, 6])).toBe('Mon–Sat');
    expect(workingDaysLabel([1, 3, 5])).toBe('Mon, Wed, Fri');
  });
});
