import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { front, multipart, PASSPORT } from './account-fixtures';
import {
  createAuthTestApp,
  expectStatus,
  get,
  login,
  NEW_PASSWORD,
  PASSWORD,
  post,
  put,
  signedInCustomer,
} from './auth-fixtures';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

let t: TestApp;
let ana: Customer;
let ben: Customer;
let productId: string;
let anaDocument: { _id: string; files: { url: string }[] };

beforeAll(async () => {
  t = await createAuthTestApp();
  ana = await signedInCustomer(t, { firstName: 'Ana', lastName: 'Luna' });
  ben = await signedInCustomer(t, { firstName: 'Ben', lastName: 'Tan' });
  const [product] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.projectId, 'test-shop'), eq(products.isActive, true)))
    .limit(1);
  productId = product!.id;
  expectStatus(await post(t, '/api/v1/my-info/favorites', { productId }, ana.headers), 200);
  const body = multipart(PASSPORT, [front()]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/my-info/documents',
    payload: body.payload,
    headers: { ...ana.headers, ...body.headers },
  });
  anaDocument = expectStatus(uploaded, 201).data;
});
afterAll(() => t.close());

const routes = () =>
  [
    { method: 'GET', url: '/api/v1/my-info' },
    { method: 'PUT', url: '/api/v1/my-info', payload: { firstName: 'Intruder' } },
    { method: 'GET', url: '/api/v1/my-info/favorites' },
    { method: 'POST', url: '/api/v1/my-info/favorites', payload: { productId } },
    { method: 'GET', url: '/api/v1/my-info/documents' },
    { method: 'POST', url: '/api/v1/my-info/documents', payload: {} },
    { method: 'GET', url: anaDocument.files[0]!.url },
    { method: 'DELETE', url: `/api/v1/my-info/documents/${anaDocument._id}` },
    {
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    },
  ] as const;

describe('every /api/v1/my-* route', () => {
  it('needs a session', async () => {
    for (const route of routes()) {
      const response = await t.app.inject({
        ...route,
        payload: 'payload' in route ? route.payload : undefined,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue.' });
    }
  });
});

describe('two customers', () => {
  it('each see only their own profile, and change only their own', async () => {
    expect(expectStatus(await get(t, '/api/v1/my-info', ben.headers), 200).data).toMatchObject({
      email: ben.email,
      firstName: 'Ben',
    });
    expectStatus(await put(t, '/api/v1/my-info', { firstName: 'Benjamin' }, ben.headers), 200);
    expect(expectStatus(await get(t, '/api/v1/my-info', ana.headers), 200).data).toMatchObject({
      email: ana.email,
      firstName: 'Ana',
    });
  });

  it('each see only their own favorites; toggling one does not touch the other’s', async () => {
    expect(expectStatus(await get(t, '/api/v1/my-info/favorites', ben.headers), 200)).toEqual({
      data: [],
    });
    // The same product is new to Ben: added for him, still there for Ana.
    expect(
      expectStatus(await post(t, '/api/v1/my-info/favorites', { productId }, ben.headers), 200),
    ).toEqual({ data: { productId, favorite: true } });
    expectStatus(await post(t, '/api/v1/my-info/favorites', { productId }, ben.headers), 200);
    const anas = expectStatus(await get(t, '/api/v1/my-info/favorites', ana.headers), 200).data;
    expect(anas.map((item: { _id: string }) => item._id)).toEqual([productId]);
  });

  it('never show, serve or delete another customer’s document', async () => {
    expect(expectStatus(await get(t, '/api/v1/my-info/documents', ben.headers), 200)).toEqual({
      data: [],
    });
    const file = await get(t, anaDocument.files[0]!.url, ben.headers);
    expect(expectStatus(file, 404)).toEqual({ message: 'The document does not exist.' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/my-info/documents/${anaDocument._id}`,
      headers: ben.headers,
    });
    expect(expectStatus(deleted, 404)).toEqual({ message: 'The document does not exist.' });

    const still = expectStatus(await get(t, '/api/v1/my-info/documents', ana.headers), 200);
    expect(still.data.map((document: { _id: string }) => document._id)).toEqual([anaDocument._id]);
    expect((await get(t, anaDocument.files[0]!.url, ana.headers)).statusCode).toBe(200);
  });

  it('change only their own password', async () => {
    const response = await put(
      t,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      ben.headers,
    );
    expect(expectStatus(response, 200)).toEqual({
      data: { email: ben.email, token: expect.any(String) },
    });
    expectStatus(await login(t, ana.email, PASSWORD), 200);
    // Ben's password change ends Ben's other sessions, never Ana's.
    expectStatus(await get(t, '/api/v1/my-info', ana.headers), 200);
    expectStatus(await login(t, ben.email, NEW_PASSWORD), 200);
  });
});
