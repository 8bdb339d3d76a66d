import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, categories, media } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus } from './auth-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
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
function categoryBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Lanai ${serial} ${Date.now().toString(36)}`,
    friendlyUrl: '',
    parentId: null,
    description: 'Outdoor pieces for the veranda.',
    isActive: true,
    ...overrides,
  };
}

async function createCategory(overrides: Record<string, unknown> = {}, caller = staff) {
  return expectStatus(
    await send('POST', '/api/v1/admin/categories', caller, categoryBody(overrides)),
    201,
  ).data;
}

const categoryCount = async () =>
  (await t.database.db.select({ n: count() }).from(categories))[0]!.n;

const snapshotOfCategories = () =>
  t.database.db.select().from(categories).where(eq(categories.projectId, TEST_PROJECT_ID));

async function activityOf(recordId: string) {
  return t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.recordType, 'category'), eq(activityLog.recordId, recordId)));
}

/** The storefront's header source: the top-level categories in the default order. */
async function storefrontTopLevel() {
  const body = expectStatus(await t.app.inject({ url: '/api/v1/categories/map?limit=50' }), 200);
  return (body.data as { _id: string; name: string }[]).map((category) => category._id);
}

async function topLevelIds(caller = staff) {
  const tree = expectStatus(await send('GET', '/api/v1/admin/categories', caller), 200).data as {
    _id: string;
    parentId: string | null;
    isActive: boolean;
  }[];
  return tree.filter((category) => category.parentId === null);
}

describe('who may use /api/v1/admin/categories', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401) on every route', async () => {
    const category = await createCategory();
    const id = category._id as string;
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/v1/admin/categories'],
      ['GET', `/api/v1/admin/categories/${id}`],
      ['POST', '/api/v1/admin/categories', categoryBody()],
      ['PUT', `/api/v1/admin/categories/${id}`, categoryBody()],
      ['PUT', '/api/v1/admin/categories/order', { parentId: null, ids: [] }],
      ['POST', `/api/v1/admin/categories/${id}/move`, { direction: 'up' }],
      ['POST', `/api/v1/admin/categories/${id}/image`],
      ['PUT', `/api/v1/admin/categories/${id}/image`, { alt: 'A rattan chair' }],
      ['DELETE', `/api/v1/admin/categories/${id}/image`],
      ['DELETE', `/api/v1/admin/categories/${id}`],
    ];
    const before = await snapshotOfCategories();
    for (const [method, url, body] of routes) {
      const refused = await send(method, url, customer, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json(), `${method} ${url}`).toEqual({
        message: 'You do not have access to this.',
      });
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await snapshotOfCategories()).toEqual(before);
    for (const caller of [staff, admin]) {
      expect((await send('GET', '/api/v1/admin/categories', caller)).statusCode).toBe(200);
      expect((await send('GET', `/api/v1/admin/categories/${id}`, caller)).statusCode).toBe(200);
    }
    const edited = await send('PUT', `/api/v1/admin/categories/${id}`, admin, {
      ...categoryBody(),
      name: 'Lanai by the admin',
    });
    expect(edited.statusCode).toBe(200);
    expect((await send('DELETE', `/api/v1/admin/categories/${id}`, admin)).statusCode).toBe(204);
  });
});

describe('the category tree', () => {
  it('lists parents before their children, in sibling order, with what uses them', async () => {
    const tree = expectStatus(await send('GET', '/api/v1/admin/categories', staff), 200).data as {
      _id: string;
      parentId: string | null;
      depth: number;
      productCount: number;
    }[];
    expect(tree.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const category of tree) {
      if (category.parentId) {
        expect(seen.has(category.parentId)).toBe(true);
        expect(category.depth).toBeGreaterThan(0);
      } else expect(category.depth).toBe(0);
      seen.add(category._id);
    }
    expect(tree.some((category) => category.productCount > 0)).toBe(true);
  });

  it('creates a category last among its siblings with a unique friendly URL from the name, logged', async () => {
    const first = await createCategory({ name: 'Sala Sets' });
    const second = await createCategory({ name: 'Sala Sets' });
    expect(first).toMatchObject({ name: 'Sala Sets', friendlyUrl: 'sala-sets', depth: 0 });
    expect(second.friendlyUrl).toBe('sala-sets-2');
    const top = await topLevelIds();
    expect(top.at(-1)?._id).toBe(second._id);
    const [entry] = await activityOf(first._id);
    expect(entry).toMatchObject({
      action: 'category.create',
      actorEmail: staff.email,
      changes: { name: { before: null, after: 'Sala Sets' } },
    });
    // Shown on the storefront at once.
    expect(await storefrontTopLevel()).toContain(first._id);
  });

  it('answers bad input with the field and its message, and changes nothing', async () => {
    const existing = await createCategory({ friendlyUrl: 'bamboo-corner' });
    const before = await categoryCount();
    const cases: [Record<string, unknown>, string, string, number][] = [
      [{ name: '  ' }, 'name', 'This field is required.', 400],
      [{ name: 'x'.repeat(81) }, 'name', 'Name must not exceed 80 characters.', 400],
      [
        { friendlyUrl: 'Not A URL' },
        'friendlyUrl',
        'Use lowercase letters, digits and single dashes (e.g. narra-dining-table).',
        400,
      ],
      [
        { friendlyUrl: 'bamboo-corner' },
        'friendlyUrl',
        'This friendly URL is already used by another category.',
        409,
      ],
      [
        { parentId: '6f1c2d3e-0000-4000-8000-000000000000' },
        'parentId',
        'The parent category does not exist.',
        400,
      ],
      [{ parentId: 'not-an-id' }, 'parentId', 'Must be a valid id.', 400],
    ];
    for (const [overrides, field, message, status] of cases) {
      const response = await send(
        'POST',
        '/api/v1/admin/categories',
        staff,
        categoryBody(overrides),
      );
      expect(response.statusCode, field).toBe(status);
      expect(response.json().errors?.[field], field).toBe(message);
    }
    expect(await categoryCount()).toBe(before);
    const stored = await snapshotOfCategories();
    const edit = await send('PUT', `/api/v1/admin/categories/${existing._id}`, staff, {
      ...categoryBody(),
      name: '',
    });
    expect(edit.statusCode).toBe(400);
    expect(await snapshotOfCategories()).toEqual(stored);
  });

  it('refuses a parent under the category itself (cycles), keeping the tree as it was', async () => {
    const parent = await createCategory({ name: 'Outdoor' });
    const child = await createCategory({ name: 'Garden Chairs', parentId: parent._id });
    const grandchild = await createCategory({ name: 'Folding', parentId: child._id });
    expect(grandchild.depth).toBe(2);
    const before = await snapshotOfCategories();
    for (const parentId of [parent._id, child._id, grandchild._id]) {
      const response = await send('PUT', `/api/v1/admin/categories/${parent._id}`, staff, {
        ...categoryBody({ name: 'Outdoor' }),
        friendlyUrl: parent.friendlyUrl,
        parentId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'A category cannot sit under itself or under one of its own subcategories.',
        errors: {
          parentId: 'A category cannot sit under itself or under one of its own subcategories.',
        },
      });
    }
    expect(await snapshotOfCategories()).toEqual(before);
  });

  it('edits fields and parent, logging only what changed; an emptied friendly URL is made again', async () => {
    const parent = await createCategory({ name: 'Bedroom Extras' });
    const category = await createCategory({ name: 'Night Tables' });
    const edited = expectStatus(
      await send('PUT', `/api/v1/admin/categories/${category._id}`, admin, {
        name: 'Bedside Tables',
        friendlyUrl: '',
        parentId: parent._id,
        description: 'Narra and acacia.',
        isActive: false,
      }),
      200,
    ).data;
    expect(edited).toMatchObject({
      name: 'Bedside Tables',
      friendlyUrl: 'bedside-tables',
      parentId: parent._id,
      depth: 1,
      isActive: false,
    });
    const entries = await activityOf(category._id);
    const update = entries.find((entry) => entry.action === 'category.update');
    expect(update?.actorEmail).toBe(admin.email);
    expect(Object.keys(update?.changes ?? {}).sort()).toEqual([
      'description',
      'friendlyUrl',
      'isActive',
      'name',
      'parentId',
    ]);
  });
});

describe('ordering categories', () => {
  it('moves a category up among its siblings; the storefront map follows at once', async () => {
    const top = (await topLevelIds()).map((row) => row._id);
    const visibleOf = async () =>
      (await topLevelIds()).filter((row) => row.isActive).map((row) => row._id);
    expect(await storefrontTopLevel()).toEqual(await visibleOf());
    const second = top[1]!;
    const tree = expectStatus(
      await send('POST', `/api/v1/admin/categories/${second}/move`, staff, { direction: 'up' }),
      200,
    ).data as { _id: string; parentId: string | null }[];
    const expected = [top[1], top[0], ...top.slice(2)];
    expect(tree.filter((row) => row.parentId === null).map((row) => row._id)).toEqual(expected);
    expect((await topLevelIds()).map((row) => row._id)).toEqual(expected);
    expect(await storefrontTopLevel()).toEqual(await visibleOf());
    const [entry] = (await activityOf(second)).filter((row) => row.action === 'category.reorder');
    expect(entry).toMatchObject({
      actorEmail: staff.email,
      changes: { order: { before: top, after: expected } },
    });
  });

  it('refuses moving the first up (409) and keeps the order', async () => {
    const top = await topLevelIds();
    const response = await send('POST', `/api/v1/admin/categories/${top[0]!._id}/move`, staff, {
      direction: 'up',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The category is already the first among its siblings.');
    expect((await topLevelIds()).map((row) => row._id)).toEqual(top.map((row) => row._id));
    const bad = await send('POST', `/api/v1/admin/categories/${top[0]!._id}/move`, staff, {
      direction: 'sideways',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sets the full order of one parent’s children; a partial list is refused', async () => {
    const top = (await topLevelIds()).map((row) => row._id);
    const reversed = [...top].reverse();
    const partial = await send('PUT', '/api/v1/admin/categories/order', staff, {
      parentId: null,
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual({
      ids: 'List every category under this parent once, in the order to show them.',
    });
    expect((await topLevelIds()).map((row) => row._id)).toEqual(top);
    expectStatus(
      await send('PUT', '/api/v1/admin/categories/order', admin, { parentId: null, ids: reversed }),
      200,
    );
    expect((await topLevelIds()).map((row) => row._id)).toEqual(reversed);
    const visible = (await topLevelIds()).filter((row) => row.isActive).map((row) => row._id);
    expect(await storefrontTopLevel()).toEqual(visible);
  });
});

describe('deleting a category', () => {
  it('refuses one that products or subcategories use (409, clear message), deletes an unused one', async () => {
    const tree = expectStatus(await send('GET', '/api/v1/admin/categories', staff), 200).data as {
      _id: string;
      productCount: number;
      childCount: number;
    }[];
    const used = tree.find((row) => row.productCount > 0)!;
    const before = await categoryCount();
    const withProducts = await send('DELETE', `/api/v1/admin/categories/${used._id}`, staff);
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json().message).toMatch(
      /^This category still holds \d+ products?: move (it|them) to another category first\.$/,
    );
    const parent = await createCategory({ name: 'Kids' });
    await createCategory({ name: 'Kids Beds', parentId: parent._id });
    const withChild = await send('DELETE', `/api/v1/admin/categories/${parent._id}`, staff);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().message).toBe(
      'This category has 1 subcategory: move or delete it first.',
    );
    expect(await categoryCount()).toBe(before + 2);

    const unused = await createCategory({ name: 'Seasonal' });
    expect((await send('DELETE', `/api/v1/admin/categories/${unused._id}`, staff)).statusCode).toBe(
      204,
    );
    expect((await send('GET', `/api/v1/admin/categories/${unused._id}`, staff)).statusCode).toBe(
      404,
    );
    expect((await activityOf(unused._id)).map((row) => row.action)).toContain('category.delete');
    expect(await storefrontTopLevel()).not.toContain(unused._id);
  });
});

describe('the category picture', () => {
  const boundary = '----admin-categories-test';
  function multipart(fields: Record<string, string>, file?: Buffer) {
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sala.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return Buffer.concat(parts);
  }
  const upload = (id: string, fields: Record<string, string>, file?: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/categories/${id}/image`,
      headers: { ...staff.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart(fields, file),
    });
  const png = () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a4a2a' } })
      .png()
      .toBuffer();

  it('stores an upload as WebP renditions, changes its alt text, and removes it; each logged', async () => {
    const category = await createCategory({ name: 'Rattan Corner' });
    const missingAlt = await upload(category._id, {}, await png());
    expect(missingAlt.statusCode).toBe(400);
    expect(missingAlt.json().errors).toEqual({
      alt: 'Describe the picture for shoppers who cannot see it (alt text).',
    });
    const notAPicture = await upload(category._id, { alt: 'Chairs' }, Buffer.from('hello'));
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().errors.file).toEqual(expect.any(String));

    const withImage = expectStatus(
      await upload(category._id, { alt: 'Rattan chairs by a window' }, await png()),
      200,
    ).data;
    expect(withImage.image).toMatchObject({ alt: 'Rattan chairs by a window' });
    expect(withImage.image.url).toMatch(/^\/media\/category-.+\.webp$/);
    const served = await t.app.inject({ url: withImage.image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const map = expectStatus(
      await t.app.inject({ url: '/api/v1/categories/map?limit=100&load_image=1' }),
      200,
    ).data as { _id: string; image: string | null }[];
    expect(map.find((row) => row._id === category._id)?.image).toBe(withImage.image.url);

    const renamed = expectStatus(
      await send('PUT', `/api/v1/admin/categories/${category._id}/image`, staff, {
        alt: 'Two rattan chairs',
      }),
      200,
    ).data;
    expect(renamed.image.alt).toBe('Two rattan chairs');

    const key = withImage.image.key as string;
    const removed = expectStatus(
      await send('DELETE', `/api/v1/admin/categories/${category._id}/image`, staff),
      200,
    ).data;
    expect(removed.image).toBeNull();
    expect(await t.database.db.select().from(media).where(eq(media.key, key))).toEqual([]);
    expect((await activityOf(category._id)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['category.image.set', 'category.image.alt', 'category.image.remove']),
    );
  });
});
