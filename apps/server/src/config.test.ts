import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'shop-config-'));

describe('loadConfig', () => {
  it('runs the embedded shop on port 3000 with no environment at all', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.serviceBaseUrls).toEqual({ auth: '', checkout: '', catalogue: '' });
  });

  it('names the seller on invoices: the demo shop by default, SHOP_* when set; a bad TIN stops it', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).shop).toEqual({
      name: 'Casa Filipina Furniture',
      tin: '009-876-543-00000',
      address: '1128 Tomas Morato Avenue, Barangay South Triangle, Quezon City, Metro Manila 1103',
    });
    const shop = {
      SHOP_NAME: 'Casa Filipina Furniture Trading Inc.',
      SHOP_TIN: '123-456-789-00002',
      SHOP_ADDRESS: '45 Osmeña Boulevard, Cebu City 6000',
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...shop }).shop).toEqual({
      name: shop.SHOP_NAME,
      tin: shop.SHOP_TIN,
      address: shop.SHOP_ADDRESS,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), SHOP_TIN: '123456789' })).toThrow(
      /SHOP_TIN: must be a TIN such as 123-456-789-00000/,
    );
  });

  it('bounds the heap growth at 10 % unless HEAP_GROWTH_PERCENT says otherwise (0: V8 decides)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).heapGrowthPercent).toBe(10);
    expect(loadConfig({ DATA_DIR: tempDir(), HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tempDir(), HEAP_GROWTH_PERCENT: '-5' })).toThrow(
      /HEAP_GROWTH_PERCENT/,
    );
  });

  it('generates a JWT secret once and keeps it under DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'secrets', 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('uses JWT_SECRET and DATABASE_URL when given', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
    });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/shop');
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toContain('PORT');
    expect(message).toContain('NODE_ENV');
    expect(message).toContain('JWT_SECRET must be at least 32 characters');
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    const trust = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: tempDir(), ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.1.0.0/16,fd00::/8')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(() => trust(bad)).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });

  it('keeps /metrics and traces off unless METRICS_* or OTEL_EXPORTER_OTLP_ENDPOINT are set', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '10.0.0.2' }).observability).toEqual({
      metricsToken: undefined,
      metricsPort: undefined,
      metricsHost: '10.0.0.2',
      otlpEndpoint: undefined,
      serviceName: 'casa-filipina',
    });
    const on = loadConfig({
      DATA_DIR: tempDir(),
      METRICS_TOKEN: ' a-long-enough-metrics-token ',
      METRICS_PORT: '9464',
      METRICS_HOST: '127.0.0.1',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SERVICE_NAME: 'shop-node-a',
    }).observability;
    expect(on).toEqual({
      metricsToken: 'a-long-enough-metrics-token',
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
      otlpEndpoint: 'http://collector:4318',
      serviceName: 'shop-node-a',
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
    for (const bad of ['-1', '70000', 'nine', '94.64']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), METRICS_PORT: bad })).toThrow(
        /METRICS_PORT: must be a port number from 0 to 65535/,
      );
    }
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' }),
    ).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('shares state through Redis only when REDIS_URL names one, under the shop id by default', () => {
    const dataDir = tempDir();
    const base = loadConfig({ DATA_DIR: dataDir });
    expect(base.redis).toBeNull();
    expect(base.cataloguePollMs).toBe(2000);
    expect(base.maintenanceCacheMs).toBe(1000);
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: ' ' }).redis).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://10.0.0.7:6379/2' }).redis).toEqual({
      url: 'redis://10.0.0.7:6379/2',
      keyPrefix: 'casa-filipina:',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        REDIS_URL: 'rediss://shop:secret@cache.example.ph:6380',
        REDIS_KEY_PREFIX: 'shop-a:',
      }).redis,
    ).toEqual({ url: 'rediss://shop:secret@cache.example.ph:6380', keyPrefix: 'shop-a:' });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://10.0.0.7:6379', REDIS_KEY_PREFIX: 'a b' }),
    ).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL[\s\S]*REDIS_KEY_PREFIX: must be letters/,
    );
  });
});
