import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFW_RATES,
  OFW_COUNTRIES,
  OFW_RATES_MESSAGE,
  approximateAmount,
  approximateText,
  formatApproximate,
  formatRatesDate,
  parseOfwRates,
  phoneHoursIn,
} from './ofw';

describe('approximateAmount', () => {
  it('divides pesos by the pesos-per-unit rate, to the currency’s own decimals', () => {
    expect(approximateAmount(2649, 15.95, 'AED')).toBe(166.08);
    // Yen have no decimals, Kuwaiti dinars three.
    expect(approximateAmount(2649, 0.384, 'JPY')).toBe(6898);
    expect(approximateAmount(24999, 190.5, 'KWD')).toBe(131.228);
  });

  it('gives no amount without a usable rate or for a negative price', () => {
    expect(approximateAmount(1000, undefined, 'AED')).toBeNull();
    expect(approximateAmount(1000, 0, 'AED')).toBeNull();
    expect(approximateAmount(1000, -2, 'AED')).toBeNull();
    expect(approximateAmount(-1, 15.95, 'AED')).toBeNull();
    expect(approximateAmount(0, 15.95, 'AED')).toBe(0);
  });
});

describe('formatApproximate', () => {
  it('always says approximate, with the currency code and its decimals', () => {
    expect(formatApproximate(1566.08, 'AED')).toBe('≈ AED 1,566.08');
    expect(formatApproximate(6898, 'JPY')).toBe('≈ JPY 6,898');
    expect(formatApproximate(131.2, 'KWD')).toBe('≈ KWD 131.200');
  });
});

describe('parseOfwRates', () => {
  it('reads CODE=pesos pairs, upper-casing the codes', () => {
    expect(parseOfwRates('aed=16, SAR = 15.5,')).toEqual({ AED: 16, SAR: 15.5 });
    expect(parseOfwRates('')).toEqual({});
  });

  it('refuses anything else with the setting’s message', () => {
    for (const bad of ['AED', 'AED=abc', 'AED=0', 'DIRHAM=15', 'AED=-1']) {
      expect(() => parseOfwRates(bad)).toThrow(OFW_RATES_MESSAGE);
    }
  });
});

describe('the countries and rates', () => {
  it('has a default rate for every country’s currency, and unique codes', () => {
    for (const country of OFW_COUNTRIES)
      expect(DEFAULT_OFW_RATES[country.currency]).toBeGreaterThan(0);
    expect(new Set(OFW_COUNTRIES.map((country) => country.code)).size).toBe(OFW_COUNTRIES.length);
  });
});

describe('phoneHoursIn', () => {
  const november = new Date('2026-11-27T03:00:00Z');

  it('moves Manila’s 8am–5pm to the buyer’s clock', () => {
    expect(phoneHoursIn('Asia/Dubai', november)).toBe('4:00 am – 1:00 pm, Mondays–Saturdays');
    expect(phoneHoursIn('Asia/Manila', november)).toBe('8:00 am – 5:00 pm, Mondays–Saturdays');
    expect(phoneHoursIn('Asia/Tokyo', november)).toBe('9:00 am – 6:00 pm, Mondays–Saturdays');
  });

  it('moves the days when Manila’s morning is the evening before', () => {
    expect(phoneHoursIn('America/Los_Angeles', november)).toBe(
      '4:00 pm – 1:00 am (closing the next day), Sundays–Fridays',
    );
  });

  it('follows daylight saving abroad', () => {
    expect(phoneHoursIn('Europe/London', november)).toBe('12:00 am – 9:00 am, Mondays–Saturdays');
    expect(phoneHoursIn('Europe/London', new Date('2026-07-01T03:00:00Z'))).toBe(
      '1:00 am – 10:00 am, Mondays–Saturdays',
    );
  });
});

describe('approximateText', () => {
  it('says approximate and the rates’ day beside the amount', () => {
    expect(approximateText(24999, 15.95, 'AED', '2026-11-02')).toBe(
      '≈ AED 1,567.34 (approximate, rates of 2 Nov 2026)',
    );
    expect(formatRatesDate('2026-01-15')).toBe('15 Jan 2026');
    expect(formatRatesDate('not a day')).toBe('not a day');
  });

  it('shows nothing without a rate', () => {
    expect(approximateText(24999, undefined, 'AED', '2026-11-02')).toBeNull();
  });
});
