import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  productCollectionItems,
  productCollections,
  products,
} from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus } from './auth-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;
/** Active products of the seeded catalogue, newest first. */
let productIds: string[];

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
  const listed = expectStatus(await t.app.inject({ url: '/api/v1/public/products?limit=12' }), 200)
    .data as { _id: string }[];
  productIds = listed.map((product) => product._id);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, caller?: Caller, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let serial = 0;
function collectionBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Tag-ulan Picks ${serial} ${Date.now().toString(36)}`,
    slug: '',
    description: 'Pieces for the rainy season.',
    isActive: true,
    ...overrides,
  };
}

async function createCollection(overrides: Record<string, unknown> = {}) {
  return expectStatus(
    await send('POST', '/api/v1/admin/collections', staff, collectionBody(overrides)),
    201,
  ).data as { _id: string; slug: string; name: string };
}

const collectionRows = () =>
  t.database.db
    .select()
    .from(productCollections)
    .where(eq(productCollections.projectId, TEST_PROJECT_ID));
const itemRows = () => t.database.db.select().from(productCollectionItems);
const featuredRows = () =>
  t.database.db
    .select({ id: products.id, position: products.featuredPosition })
    .from(products)
    .where(eq(products.isFeatured, true));

const activityOf = (recordType: string, recordId: string) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.recordType, recordType), eq(activityLog.recordId, recordId)));

const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);

async function storefrontCollections() {
  return expectStatus(await t.app.inject({ url: '/api/v1/public/product-collections' }), 200)
    .data as { _id: string; products: { _id: string }[] }[];
}

async function storefrontFeatured() {
  return ids(
    expectStatus(await t.app.inject({ url: '/api/v1/public/featured-products?limit=48' }), 200)
      .data,
  );
}

describe('who may use the collections and featured routes', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401) on every route', async () => {
    const collection = await createCollection();
    const id = collection._id;
    const product = productIds[0]!;
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/v1/admin/collections'],
      ['GET', `/api/v1/admin/collections/${id}`],
      ['POST', '/api/v1/admin/collections', collectionBody()],
      ['PUT', `/api/v1/admin/collections/${id}`, collectionBody()],
      ['PUT', '/api/v1/admin/collections/order', { ids: [] }],
      ['DELETE', `/api/v1/admin/collections/${id}`],
      ['GET', `/api/v1/admin/collections/${id}/items`],
      ['POST', `/api/v1/admin/collections/${id}/items`, { productId: product }],
      ['PUT', `/api/v1/admin/collections/${id}/items/order`, { ids: [] }],
      ['DELETE', `/api/v1/admin/collections/${id}/items/${product}`],
      ['GET', '/api/v1/admin/featured-products'],
      ['POST', '/api/v1/admin/featured-products', { productId: product }],
      ['PUT', '/api/v1/admin/featured-products/order', { ids: [] }],
      ['DELETE', `/api/v1/admin/featured-products/${product}`],
    ];
    const before = [await collectionRows(), await itemRows(), await featuredRows()];
    for (const [method, url, body] of routes) {
      const refused = await send(method, url, customer, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: 'You do not have access to this.' });
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect([await collectionRows(), await itemRows(), await featuredRows()]).toEqual(before);
    for (const caller of [staff, admin]) {
      for (const [method, url] of routes.filter(([method]) => method === 'GET')) {
        expect((await send(method, url, caller)).statusCode, `${method} ${url}`).toBe(200);
      }
    }
    expectStatus(
      await send('POST', `/api/v1/admin/collections/${id}/items`, admin, { productId: product }),
      200,
    );
    expect((await send('DELETE', `/api/v1/admin/collections/${id}`, admin)).statusCode).toBe(204);
  });
});

describe('collections', () => {
  it('creates one last in the order with a unique slug from the name, and logs it', async () => {
    const first = await createCollection({ name: 'Balikbayan Box Finds' });
    const second = await createCollection({ name: 'Balikbayan Box Finds' });
    expect(first.slug).toBe('balikbayan-box-finds');
    expect(second.slug).toBe('balikbayan-box-finds-2');
    const list = expectStatus(await send('GET', '/api/v1/admin/collections', staff), 200).data;
    expect(ids(list).at(-1)).toBe(second._id);
    const [entry] = await activityOf('collection', first._id);
    expect(entry).toMatchObject({
      action: 'collection.create',
      actorEmail: staff.email,
      changes: { name: { before: null, after: 'Balikbayan Box Finds' } },
    });
  });

  it('answers bad input with the field and its message, and changes nothing', async () => {
    const taken = await createCollection({ slug: 'fiesta-ready' });
    const before = await collectionRows();
    const cases: [Record<string, unknown>, string, string, number][] = [
      [{ name: '' }, 'name', 'This field is required.', 400],
      [
        { slug: 'Fiesta Ready!' },
        'slug',
        'Use lowercase letters, digits and single dashes (e.g. narra-dining-table).',
        400,
      ],
      [{ slug: 'fiesta-ready' }, 'slug', 'This slug is already used by another collection.', 409],
      [{ isActive: 'yes' }, 'isActive', 'Choose whether the collection is shown.', 400],
    ];
    for (const [overrides, field, message, status] of cases) {
      const response = await send(
        'POST',
        '/api/v1/admin/collections',
        staff,
        collectionBody(overrides),
      );
      expect(response.statusCode, field).toBe(status);
      expect(response.json().errors?.[field], field).toBe(message);
    }
    const edit = await send('PUT', `/api/v1/admin/collections/${taken._id}`, staff, {
      ...collectionBody(),
      name: ' ',
    });
    expect(edit.statusCode).toBe(400);
    expect(await collectionRows()).toEqual(before);
  });

  it('edits a collection, logging only what changed; an inactive one leaves the storefront', async () => {
    const collection = await createCollection({ name: 'Summer Lanai' });
    expectStatus(
      await send('POST', `/api/v1/admin/collections/${collection._id}/items`, staff, {
        productId: productIds[0],
      }),
      200,
    );
    expect(ids(await storefrontCollections())).toContain(collection._id);
    const edited = expectStatus(
      await send('PUT', `/api/v1/admin/collections/${collection._id}`, admin, {
        name: 'Summer Lanai',
        slug: collection.slug,
        description: 'Gone for now.',
        isActive: false,
      }),
      200,
    ).data;
    expect(edited).toMatchObject({ isActive: false, productCount: 1 });
    const update = (await activityOf('collection', collection._id)).find(
      (entry) => entry.action === 'collection.update',
    );
    expect(Object.keys(update?.changes ?? {}).sort()).toEqual(['description', 'isActive']);
    expect(ids(await storefrontCollections())).not.toContain(collection._id);
  });

  it('orders the collections; the storefront follows; a partial order is refused', async () => {
    const current = ids(
      expectStatus(await send('GET', '/api/v1/admin/collections', staff), 200).data,
    );
    const partial = await send('PUT', '/api/v1/admin/collections/order', staff, {
      ids: current.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual({
      ids: 'List every collection once, in the order to show them.',
    });
    const reversed = [...current].reverse();
    const list = expectStatus(
      await send('PUT', '/api/v1/admin/collections/order', staff, { ids: reversed }),
      200,
    ).data;
    expect(ids(list)).toEqual(reversed);
    const shown = ids(await storefrontCollections());
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    expect(shown.length).toBeGreaterThan(1);
    const [entry] = await activityOf('collection', 'all');
    expect(entry).toMatchObject({
      action: 'collection.reorder',
      changes: { order: { before: current, after: reversed } },
    });
  });

  it('adds, orders and removes its products; the storefront shows them in that order', async () => {
    const collection = await createCollection({ name: 'Pasko Table' });
    const url = `/api/v1/admin/collections/${collection._id}/items`;
    const [a, b, c] = productIds as [string, string, string];
    for (const productId of [a, b, c]) {
      expectStatus(await send('POST', url, staff, { productId }), 200);
    }
    const twice = await send('POST', url, staff, { productId: a });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The product is already in this collection.');
    const unknown = await send('POST', url, staff, {
      productId: '6f1c2d3e-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ productId: 'The product does not exist.' });
    const badOrder = await send('PUT', `${url}/order`, staff, { ids: [c, a] });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().errors.ids).toBe(
      'List every product of the collection once, in the order to show them.',
    );
    expect(ids(expectStatus(await send('GET', url, staff), 200).data)).toEqual([a, b, c]);

    const ordered = expectStatus(await send('PUT', `${url}/order`, staff, { ids: [c, a, b] }), 200)
      .data as { _id: string; position: number }[];
    expect(ordered.map((item) => [item._id, item.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const shown = (await storefrontCollections()).find((row) => row._id === collection._id);
    expect(ids(shown?.products ?? [])).toEqual([c, a, b]);

    const afterRemove = expectStatus(await send('DELETE', `${url}/${a}`, staff), 200).data;
    expect(ids(afterRemove)).toEqual([c, b]);
    const missing = await send('DELETE', `${url}/${a}`, staff);
    expect(missing.statusCode).toBe(404);
    const shownAfter = (await storefrontCollections()).find((row) => row._id === collection._id);
    expect(ids(shownAfter?.products ?? [])).toEqual([c, b]);
    expect((await activityOf('collection', collection._id)).map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'collection.item.add',
        'collection.items.reorder',
        'collection.item.remove',
      ]),
    );
  });
});

describe('featured products on the home page', () => {
  it('lists them in the storefront’s order; adds at the end, reorders and removes; the storefront follows', async () => {
    const listed = expectStatus(await send('GET', '/api/v1/admin/featured-products', staff), 200)
      .data as { _id: string }[];
    expect(ids(listed)).toEqual(await storefrontFeatured());

    const extra = productIds.find((id) => !ids(listed).includes(id))!;
    const added = expectStatus(
      await send('POST', '/api/v1/admin/featured-products', staff, { productId: extra }),
      200,
    ).data;
    expect(ids(added)).toEqual([...ids(listed), extra]);
    expect(await storefrontFeatured()).toEqual(ids(added));
    const again = await send('POST', '/api/v1/admin/featured-products', staff, {
      productId: extra,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The product is already featured on the home page.');

    const reversed = ids(added).reverse();
    const partial = await send('PUT', '/api/v1/admin/featured-products/order', staff, {
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual({
      ids: 'List every featured product once, in the order to show them.',
    });
    expect(await storefrontFeatured()).toEqual(ids(added));
    const ordered = expectStatus(
      await send('PUT', '/api/v1/admin/featured-products/order', admin, { ids: reversed }),
      200,
    ).data;
    expect(ids(ordered)).toEqual(reversed);
    expect(await storefrontFeatured()).toEqual(reversed);
    const stored = await featuredRows();
    expect(reversed.map((id) => stored.find((row) => row.id === id)?.position)).toEqual(
      reversed.map((_, index) => index),
    );

    const removed = expectStatus(
      await send('DELETE', `/api/v1/admin/featured-products/${extra}`, staff),
      200,
    ).data;
    expect(ids(removed)).toEqual(reversed.filter((id) => id !== extra));
    expect(await storefrontFeatured()).toEqual(ids(removed));
    const [row] = await t.database.db
      .select({ isFeatured: products.isFeatured, position: products.featuredPosition })
      .from(products)
      .where(eq(products.id, extra));
    expect(row).toEqual({ isFeatured: false, position: null });
    expect(
      (await activityOf('featured-products', 'home')).map((entry) => [
        entry.action,
        entry.actorEmail,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['featured.add', staff.email],
        ['featured.reorder', admin.email],
        ['featured.remove', staff.email],
      ]),
    );
    const notFeatured = await send('DELETE', `/api/v1/admin/featured-products/${extra}`, staff);
    expect(notFeatured.statusCode).toBe(404);
    expect(notFeatured.json().message).toBe('The product is not featured on the home page.');
  });

  it('refuses an unknown product with the field’s message, changing nothing', async () => {
    const before = await featuredRows();
    const response = await send('POST', '/api/v1/admin/featured-products', staff, {
      productId: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ productId: 'Must be a valid id.' });
    expect(await featuredRows()).toEqual(before);
    expect(
      (
        await t.database.db
          .select({ n: count() })
          .from(products)
          .where(eq(products.isFeatured, true))
      )[0]!.n,
    ).toBe(before.length);
  });
});
