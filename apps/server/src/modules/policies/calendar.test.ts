import { describe, expect, it } from 'vitest';
import { addDays, coverEndDate, manilaDate } from './calendar';

describe('policy calendar', () => {
  it('takes the date in Manila, not in UTC', () => {
    expect(manilaDate(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(manilaDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-25', 15)).toBe('2027-01-09');
    expect(addDays('2028-02-20', 10)).toBe('2028-03-01');
  });

  it('ends a cover the day before its anniversary', () => {
    expect(coverEndDate('2026-11-22', 1)).toBe('2027-11-21');
    expect(coverEndDate('2026-01-01', 3)).toBe('2028-12-31');
    expect(coverEndDate('2028-02-29', 1)).toBe('2029-02-28');
    expect(coverEndDate('2027-03-01', 1)).toBe('2028-02-29');
  });
});
