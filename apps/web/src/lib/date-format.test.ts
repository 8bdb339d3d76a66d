import { expect, test } from 'vitest';
import { formatDate, formatDateTime } from './date-format';

test.each([
  ['2026-03-14', 'Mar 14, 2026'],
  ['2026-03-14T07:45:00Z', 'Mar 14, 2026'],
  // 16:30 UTC is already the next day in Manila.
  ['2026-12-31T16:30:00Z', 'Jan 1, 2027'],
  ['2026-01-01T00:00:00+08:00', 'Jan 1, 2026'],
  ['not a date', ''],
])('formatDate(%s) is %s', (value, expected) => {
  expect(formatDate(value)).toBe(expected);
});

test('formatDate writes what Intl writes for a Manila calendar day', () => {
  const intl = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' });
  for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 7 * 3_600_000 + 1) {
    const iso = new Date(time).toISOString();
    expect(formatDate(iso)).toBe(intl.format(new Date(time)));
  }
});

test('formatDateTime writes Manila time', () => {
  expect(formatDateTime('2026-03-14T07:45:00Z')).toBe('Mar 14, 2026, 3:45 PM');
  expect(formatDateTime('')).toBe('');
});
