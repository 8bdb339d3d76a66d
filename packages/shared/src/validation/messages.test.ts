import { describe, expect, it } from 'vitest';
import {
  FILE_TOO_LARGE_MESSAGE,
  PASSWORD_MIN_LENGTH_MESSAGE,
  labelMaxLengthMessage,
  labelMinLengthMessage,
  maxLengthMessage,
  minLengthMessage,
  minLengthUnitMessage,
} from './messages';

describe('message templates', () => {
  it('fill in the spec templates', () => {
    expect(labelMinLengthMessage('Last name', 2)).toBe('Last name must be at least 2 characters.');
    expect(labelMaxLengthMessage('Last name', 50)).toBe('Last name must not exceed 50 characters.');
    expect(minLengthMessage(6)).toBe('Must be at least 6 characters.');
    expect(minLengthUnitMessage(11, 'digits')).toBe('Must be at least 11 digits long.');
    expect(maxLengthMessage(255)).toBe('Maximum of 255 characters allowed have been reached.');
  });

  it('derive the fixed texts', () => {
    expect(PASSWORD_MIN_LENGTH_MESSAGE).toBe('Must be at least 8 characters.');
    expect(FILE_TOO_LARGE_MESSAGE).toBe('File size must not exceed 5MB');
  });
});
