import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';

let plain: TestApp;
let bench: TestApp;
beforeAll(async () => {
  [plain, bench] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { BENCH_ROUTES: 'true' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), bench.close()]);
});

describe('the benchmark machine-limit route', () => {
  it('does not exist unless BENCH_ROUTES=true', async () => {
    const response = await plain.app.inject({ url: '/api/v1/bench/precomputed/1000' });
    expect(response.statusCode).toBe(404);
  });

  it('returns a JSON body of exactly the requested size, sent like a catalogue body', async () => {
    const response = await bench.app.inject({ url: '/api/v1/bench/precomputed/16684' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(16684);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect((response.json() as { data: string }).data).toMatch(/^x+$/);
  });
});
