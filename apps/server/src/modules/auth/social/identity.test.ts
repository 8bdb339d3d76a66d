import { describe, expect, it } from 'vitest';
import { displayNames } from './identity';

describe('displayNames', () => {
  it('prefers the given and family names', () => {
    expect(displayNames('a@b.ph', 'Juan', 'Dela Cruz', 'Juan Dela Cruz')).toEqual({
      firstName: 'Juan',
      lastName: 'Dela Cruz',
    });
  });

  it('splits the full name when the parts are missing', () => {
    expect(displayNames('a@b.ph', undefined, undefined, 'Maria Clara de los Santos')).toEqual({
      firstName: 'Maria',
      lastName: 'Clara de los Santos',
    });
  });

  it('falls back to the e-mail name and trims long names', () => {
    expect(displayNames('pedro.penduko@b.ph', ' ', undefined, undefined)).toEqual({
      firstName: 'pedro.penduko',
      lastName: '',
    });
    expect(displayNames('a@b.ph', 'x'.repeat(80), undefined, undefined).firstName).toHaveLength(50);
  });
});
