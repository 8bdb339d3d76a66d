import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const base = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-instalments-')),
  JWT_SECRET: 'x'.repeat(40),
});

describe('the instalment settings', () => {
  it('default to 3, 6 and 12 months over ₱10,000', () => {
    expect(loadConfig(base()).instalments).toEqual({ months: [3, 6, 12], min_amount: 10_000 });
  });

  it('take INSTALMENT_MONTHS and INSTALMENT_MIN_AMOUNT', () => {
    const config = loadConfig({
      ...base(),
      INSTALMENT_MONTHS: '12,3,24',
      INSTALMENT_MIN_AMOUNT: '7500.50',
    });
    expect(config.instalments).toEqual({ months: [3, 12, 24], min_amount: 7_500.5 });
  });

  it('refuse month lists and minimums that are not usable, naming the variable', () => {
    for (const value of ['', '3,,6', '1', '61', 'six', '3.5', '3;6']) {
      expect(() => loadConfig({ ...base(), INSTALMENT_MONTHS: value }), value).toThrow(
        /INSTALMENT_MONTHS: must be a comma-separated list of months/,
      );
    }
    for (const value of ['-1', 'ten thousand', '1e9']) {
      expect(() => loadConfig({ ...base(), INSTALMENT_MIN_AMOUNT: value }), value).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ ...base(), INSTALMENT_MIN_AMOUNT: value }), value).toThrow(
        /INSTALMENT_MIN_AMOUNT/,
      );
    }
  });
});
