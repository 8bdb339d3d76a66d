import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const base = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-after-sales-')),
  JWT_SECRET: 'x'.repeat(40),
});

describe('the after-sales settings', () => {
  it('default to a 7-day return window, 15 cooling-off days and the local server for the CLI', () => {
    const config = loadConfig({ ...base(), PORT: '3204' });
    expect(config.afterSales).toEqual({ returnWindowDays: 7, policyCoolingOffDays: 15 });
    expect(config.shopUrl).toBe('http://127.0.0.1:3204');
  });

  it('take RETURN_WINDOW_DAYS, POLICY_COOLING_OFF_DAYS and SHOP_URL', () => {
    const config = loadConfig({
      ...base(),
      RETURN_WINDOW_DAYS: '14',
      POLICY_COOLING_OFF_DAYS: '30',
      SHOP_URL: 'https://shop.example.ph/',
    });
    expect(config.afterSales).toEqual({ returnWindowDays: 14, policyCoolingOffDays: 30 });
    expect(config.shopUrl).toBe('https://shop.example.ph');
  });

  it('refuse days that are not whole positive numbers', () => {
    for (const value of ['0', '-3', '2.5', 'a week']) {
      expect(() => loadConfig({ ...base(), RETURN_WINDOW_DAYS: value }), value).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ ...base(), POLICY_COOLING_OFF_DAYS: value }), value).toThrow(
        /POLICY_COOLING_OFF_DAYS/,
      );
    }
  });
});
