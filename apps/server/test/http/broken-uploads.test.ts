import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_MULTIPART_MESSAGE } from '../../src/plugins/errors';
import type { TestApp } from '../app';
import { ADMIN, createAdminTestApp, signIn, type Caller } from './admin-fixtures';
import { signedInCustomer } from './auth-fixtures';

// Found by the reliability suite's fuzzer (decision 037): a broken multipart body was a 500 on
// every upload route, and a malformed product id reached SQL as a uuid cast (500).

let t: TestApp;
let admin: Caller;
let customer: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await signIn(t, ADMIN.email, ADMIN.password);
  customer = await signedInCustomer(t);
});
afterAll(() => t.close());

const truncated = {
  'content-type': 'multipart/form-data; boundary=cut',
  body: '--cut\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\n\r\nnot all of it',
};
const noBoundary = { 'content-type': 'multipart/form-data', body: 'no boundary here' };

describe('a broken upload', () => {
  it.each([
    ['cut short', truncated],
    ['without a boundary', noBoundary],
  ])('%s is a 400 with a clear message, and no document is stored', async (_name, upload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/my-info/documents',
      headers: { ...customer.headers, 'content-type': upload['content-type'] },
      payload: upload.body,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: BROKEN_MULTIPART_MESSAGE });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/my-info/documents',
      headers: customer.headers,
    });
    expect(list.json().data).toEqual([]);
  });

  it('is a 400 on the console’s catalogue import too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue/imports',
      headers: { ...admin.headers, 'content-type': noBoundary['content-type'] },
      payload: noBoundary.body,
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('a malformed product id in the console', () => {
  it.each([
    ['DELETE', '/api/v1/admin/products/NaN', undefined],
    ['PUT', '/api/v1/admin/products/not-an-id/archived', { archived: true }],
  ] as const)('%s %s is a 404, not a server error', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('The product does not exist.');
  });
});
