import { describe, expect, it } from 'vitest';
import { formatMobile } from './phone';
import { normalizeMobile } from './validation/rules';

describe('formatMobile', () => {
  it('writes a national mobile number with the country code, grouped 3-3-4', () => {
    expect(formatMobile('9171234567')).toBe('+63 917 123 4567');
    expect(formatMobile('9998887766')).toBe('+63 999 888 7766');
  });

  it('shows anything that is not ten digits as it is', () => {
    expect(formatMobile('')).toBe('');
    expect(formatMobile('917123456')).toBe('917123456');
    expect(formatMobile('09171234567')).toBe('09171234567');
    expect(formatMobile('+63 917 123 4567')).toBe('+63 917 123 4567');
  });

  it('is undone by normalizeMobile', () => {
    expect(normalizeMobile(formatMobile('9171234567'))).toBe('9171234567');
  });
});
