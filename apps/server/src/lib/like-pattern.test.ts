import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('wraps the text to match anywhere', () => {
    expect(containsPattern('sofa')).toBe('%sofa%');
  });

  it('escapes the wildcards and the escape character so they match literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
