import { describe, expect, test } from 'vitest';
import { layoutHintOf } from './layout-hint';

describe('the layout a server-rendered page is drawn in', () => {
  test('a phone’s browser gets the phone layout, a desktop’s and a tablet’s the wide one', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const desktop =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const androidTablet =
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(layoutHintOf({ userAgent: android })).toEqual({ mobile: true });
    expect(layoutHintOf({ userAgent: iphone })).toEqual({ mobile: true });
    expect(layoutHintOf({ userAgent: desktop })).toEqual({ mobile: false });
    expect(layoutHintOf({ userAgent: androidTablet })).toEqual({ mobile: false });
    expect(layoutHintOf({})).toEqual({ mobile: false });
  });

  test('the client hint, when the browser sends it, decides', () => {
    expect(layoutHintOf({ mobileHint: '?1', userAgent: 'Windows' })).toEqual({ mobile: true });
    expect(layoutHintOf({ mobileHint: '?0', userAgent: 'Mobile Safari' })).toEqual({
      mobile: false,
    });
  });
});
