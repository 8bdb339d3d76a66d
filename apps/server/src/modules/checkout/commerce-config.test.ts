import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_OFW_RATES, OFW_RATES_AS_OF } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const base = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-commerce-')),
  JWT_SECRET: 'x'.repeat(40),
});

describe('the checkout settings', () => {
  it('default to ₱20,000 COD, Mon–Sat assembly 3 working days ahead, and the sandbox gateway', () => {
    const { commerce } = loadConfig({ ...base(), PUBLIC_URL: 'https://shop.example.ph/' });
    expect(commerce).toEqual({
      codMaxCentavos: 20_000_00,
      // Shopping from abroad: the shared approximate rates and their date.
      ofwRates: { pesosPerUnit: DEFAULT_OFW_RATES, asOf: OFW_RATES_AS_OF },
      unpaidOrderTtlMinutes: 120,
      assembly: { leadWorkingDays: 3, workingDays: [1, 2, 3, 4, 5, 6] },
      paymentSandbox: true,
      paynamics: {
        merchantId: 'SANDBOX-MERCHANT',
        merchantKey: 'sandbox-merchant-key',
        endpoint: 'https://shop.example.ph/sandbox/paynamics/webpayment',
      },
      courierGatewayUrl: undefined,
      jobsPollIntervalMs: 5_000,
    });
  });

  it('keep the sandbox out of production, where online payment needs real credentials', () => {
    expect(loadConfig({ ...base(), NODE_ENV: 'production' }).commerce).toMatchObject({
      paymentSandbox: false,
      paynamics: null,
    });
    const live = loadConfig({
      ...base(),
      NODE_ENV: 'production',
      PAYNAMICS_MERCHANT_ID: 'M-1',
      PAYNAMICS_MERCHANT_KEY: 'secret',
      PAYNAMICS_ENDPOINT: 'https://pay.example/webpaymentv2/default.aspx',
    }).commerce;
    expect(live.paynamics).toEqual({
      merchantId: 'M-1',
      merchantKey: 'secret',
      endpoint: 'https://pay.example/webpaymentv2/default.aspx',
    });
    expect(
      loadConfig({ ...base(), NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' }).commerce
        .paymentSandbox,
    ).toBe(true);
  });

  it('read working days as ranges or lists, and refuse nonsense', () => {
    const days = (value: string) =>
      loadConfig({ ...base(), ASSEMBLY_WORKING_DAYS: value }).commerce.assembly.workingDays;
    expect(days('Mon-Fri')).toEqual([1, 2, 3, 4, 5]);
    expect(days('mon,wed,fri')).toEqual([1, 3, 5]);
    expect(days('Fri-Mon')).toEqual([0, 1, 5, 6]);
    expect(() => days('Someday')).toThrow(ConfigError);
    expect(loadConfig({ ...base(), COD_MAX_AMOUNT: '15000.50' }).commerce.codMaxCentavos).toBe(
      15_000_50,
    );
  });
});
