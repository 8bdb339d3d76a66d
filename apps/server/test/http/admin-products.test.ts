import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, categories, products } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus } from './auth-fixtures';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  stockedVariants,
} from '../customers';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;
let livingRoomId: string;
let bedroomId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
  const rows = await t.database.db
    .select({ id: categories.id, url: categories.friendlyUrl })
    .from(categories)
    .where(eq(categories.projectId, TEST_PROJECT_ID));
  livingRoomId = rows.find((row) => row.url === 'living-room')?.id ?? rows[0]!.id;
  bedroomId = rows.find((row) => row.url === 'bedroom')?.id ?? rows[1]!.id;
});
afterAll(() => t.close());

let serial = 0;
function productBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const tag = `${serial}${Date.now().toString(36)}`.toUpperCase();
  return {
    name: `Kawayan Lounge Chair ${tag}`,
    sku: `KLC-${tag}`,
    friendlyUrl: '',
    description: 'A **bamboo** lounge chair woven in Pampanga.',
    categoryIds: [livingRoomId],
    materials: ['Bamboo', 'Abaca'],
    widthCm: 72,
    depthCm: 80,
    heightCm: 86,
    weightGrams: 9500,
    protectionPlan: { name: 'Casa Care', years: 2, price: 799 },
    isActive: true,
    seoTitle: '',
    seoDescription: '',
    variants: [
      {
        sku: `KLC-${tag}-NAT`,
        color: 'Natural',
        size: null,
        material: null,
        price: 12999.5,
        compareAtPrice: 14999,
        weightGrams: null,
        lowStockThreshold: 2,
      },
      {
        sku: `KLC-${tag}-BLK`,
        color: 'Black',
        size: '',
        material: '',
        price: 13499,
        compareAtPrice: null,
        weightGrams: 9800,
        lowStockThreshold: 1,
      },
    ],
    ...overrides,
  };
}

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  caller?: Caller,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;

async function createProduct(overrides: Record<string, unknown> = {}, caller = staff) {
  return expectStatus(
    await send('POST', '/api/v1/admin/products', caller, productBody(overrides)),
    201,
  ).data;
}

/** The form's fields of a product as the API shows it. */
function editable(product: Record<string, unknown>) {
  const { _id, archivedAt, images, createdAt, updatedAt, ...fields } = product;
  void [_id, archivedAt, images, createdAt, updatedAt];
  return {
    ...fields,
    variants: (fields.variants as Record<string, unknown>[]).map(({ ordered, ...variant }) => {
      void ordered;
      return variant;
    }),
  };
}

const storefront = (idOrUrl: string) => t.app.inject({ url: `/api/v1/products/${idOrUrl}` });

describe('who may use /api/v1/admin/products', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401) on every route', async () => {
    const product = await createProduct();
    const routes: [Parameters<typeof send>[0], string, unknown?][] = [
      ['GET', '/api/v1/admin/products'],
      ['GET', `/api/v1/admin/products/${product._id}`],
      ['POST', '/api/v1/admin/products', productBody()],
      ['PUT', `/api/v1/admin/products/${product._id}`, productBody()],
      ['POST', `/api/v1/admin/products/${product._id}/duplicate`],
      ['PUT', `/api/v1/admin/products/${product._id}/archived`, { archived: false }],
      ['PUT', `/api/v1/admin/products/${product._id}/images`, { images: [] }],
      ['DELETE', `/api/v1/admin/products/${product._id}/images/none.webp`],
      ['DELETE', `/api/v1/admin/products/${product._id}`],
    ];
    const before = await productCount();
    for (const [method, url, body] of routes) {
      expect((await send(method, url, customer, body)).json(), `${method} ${url}`).toEqual({
        message: 'You do not have access to this.',
      });
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await productCount()).toBe(before);
    for (const caller of [staff, admin]) {
      expect((await send('GET', '/api/v1/admin/products', caller)).statusCode).toBe(200);
    }
  });
});

describe('creating a product', () => {
  it('stores it with its variants and shows it on the storefront at once', async () => {
    const product = await createProduct({ name: 'Kawayan Lounge Chair Natural' });
    expect(product).toMatchObject({
      name: 'Kawayan Lounge Chair Natural',
      friendlyUrl: expect.stringMatching(/^kawayan-lounge-chair-natural(-\d+)?$/),
      categoryIds: [livingRoomId],
      protectionPlan: { name: 'Casa Care', years: 2, price: 799 },
      variants: [
        { color: 'Natural', price: 12999.5, compareAtPrice: 14999, ordered: false },
        { color: 'Black', size: null, material: null, price: 13499, weightGrams: 9800 },
      ],
    });
    const shown = expectStatus(await storefront(product.friendlyUrl), 200).data;
    expect(shown).toMatchObject({ _id: product._id, name: product.name });
  });

  it('makes a unique friendly URL from the name when none is given', async () => {
    const first = await createProduct({ name: 'Banig Daybed' });
    const second = await createProduct({ name: 'Banig Daybed' });
    expect(first.friendlyUrl).not.toBe(second.friendlyUrl);
    expect(second.friendlyUrl).toMatch(/^banig-daybed-\d+$/);
  });

  it('answers bad input with the field and its message, and stores nothing', async () => {
    const before = await productCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'This field is required.'],
      [
        { friendlyUrl: 'Not A URL' },
        'friendlyUrl',
        'Use lowercase letters, digits and single dashes (e.g. narra-dining-table).',
      ],
      [{ variants: [] }, 'variants', 'Add at least one variant.'],
      [
        { categoryIds: ['00000000-0000-4000-8000-000000000000'] },
        'categoryIds.0',
        'The category does not exist.',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await send('POST', '/api/v1/admin/products', staff, productBody(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json()), field).toContain(message);
    }
    const badVariant = productBody();
    (badVariant.variants as Record<string, unknown>[])[0]!.price = -5;
    (badVariant.variants as Record<string, unknown>[])[1]!.compareAtPrice = 100;
    const response = await send('POST', '/api/v1/admin/products', staff, badVariant);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The price must be more than ₱0.00.');
    expect(response.body).toContain('The compare-at price must be higher than the price.');
    expect(await productCount()).toBe(before);
  });

  it('refuses a SKU another product holds (409, by field) and a SKU twice in one product', async () => {
    const taken = await createProduct();
    const before = await productCount();
    const body = productBody();
    (body.variants as { sku: string }[])[1]!.sku = taken.variants[0].sku;
    const response = await send('POST', '/api/v1/admin/products', staff, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({
      'variants.1.sku': `This SKU is already used by ${taken.name}.`,
    });
    const twice = productBody();
    (twice.variants as { sku: string }[])[1]!.sku = (twice.variants as { sku: string }[])[0]!.sku;
    const again = await send('POST', '/api/v1/admin/products', staff, twice);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Each variant needs its own SKU.');
    expect(await productCount()).toBe(before);
  });
});

describe('editing a product', () => {
  it('changes prices, adds and removes variants, and the storefront follows', async () => {
    const product = await createProduct();
    const body = productBody({
      name: product.name,
      sku: product.sku,
      friendlyUrl: product.friendlyUrl,
    });
    body.variants = [
      { ...product.variants[0], price: 11999, compareAtPrice: null },
      {
        sku: `${product.sku}-RED`,
        color: 'Red',
        size: null,
        material: null,
        price: 15999,
        compareAtPrice: null,
        weightGrams: null,
        lowStockThreshold: 2,
      },
    ];
    const updated = expectStatus(
      await send('PUT', `/api/v1/admin/products/${product._id}`, staff, body),
      200,
    ).data;
    expect(
      updated.variants.map((v: { color: string; price: number }) => [v.color, v.price]),
    ).toEqual([
      ['Natural', 11999],
      ['Red', 15999],
    ]);
    const shown = expectStatus(await storefront(product._id), 200).data;
    expect(JSON.stringify(shown)).toContain('15999');
    expect(JSON.stringify(shown)).not.toContain('13499');
  });

  it('keeps the old friendly URL leading to the product after a change', async () => {
    const product = await createProduct();
    const newUrl = `${product.friendlyUrl}-v2`;
    const body = productBody({
      name: product.name,
      sku: product.sku,
      friendlyUrl: newUrl,
      variants: product.variants,
    });
    expectStatus(await send('PUT', `/api/v1/admin/products/${product._id}`, admin, body), 200);
    const byOld = expectStatus(await storefront(product.friendlyUrl), 200).data;
    expect(byOld).toMatchObject({ _id: product._id, friendly_url: newUrl });
    // The old URL is the product's own: no other product may take it.
    const squatter = await send(
      'POST',
      '/api/v1/admin/products',
      staff,
      productBody({ friendlyUrl: product.friendlyUrl }),
    );
    expect(squatter.statusCode).toBe(409);
    expect(squatter.json().errors).toEqual({
      friendlyUrl: 'This friendly URL is already used by another product.',
    });
  });

  it('writes who changed what to the activity log', async () => {
    const product = await createProduct();
    const body = productBody({
      name: `${product.name} II`,
      sku: product.sku,
      friendlyUrl: product.friendlyUrl,
      variants: product.variants,
      categoryIds: [bedroomId],
    });
    expectStatus(await send('PUT', `/api/v1/admin/products/${product._id}`, staff, body), 200);
    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, product._id));
    const update = entries.find((entry) => entry.action === 'product.update');
    expect(update).toMatchObject({ actorId: staff.id, recordType: 'product' });
    expect(update?.changes).toMatchObject({
      name: { before: product.name, after: `${product.name} II` },
      categoryIds: { before: [livingRoomId], after: [bedroomId] },
    });
    expect(update?.changes).not.toHaveProperty('description');
  });
});

describe('duplicate, archive and delete', () => {
  it('duplicates as an inactive copy with free SKUs', async () => {
    const product = await createProduct();
    const copy = expectStatus(
      await send('POST', `/api/v1/admin/products/${product._id}/duplicate`, staff),
      201,
    ).data;
    expect(copy).toMatchObject({
      name: `${product.name} (copy)`,
      sku: `${product.sku}-COPY`,
      isActive: false,
      variants: [
        { sku: `${product.variants[0].sku}-COPY` },
        { sku: `${product.variants[1].sku}-COPY` },
      ],
    });
    expect((await storefront(copy._id)).statusCode).toBe(404);
  });

  it('archives: gone from the storefront, listed under archived, back again when asked', async () => {
    const product = await createProduct();
    const archived = expectStatus(
      await send('PUT', `/api/v1/admin/products/${product._id}/archived`, staff, {
        archived: true,
      }),
      200,
    ).data;
    expect(archived.archivedAt).not.toBeNull();
    expect((await storefront(product._id)).statusCode).toBe(404);
    const list = expectStatus(
      await send('GET', `/api/v1/admin/products?status=archived&search=${product.sku}`, staff),
      200,
    );
    expect(list.data.map((row: { _id: string }) => row._id)).toEqual([product._id]);
    const listed = expectStatus(
      await send('GET', `/api/v1/admin/products?search=${product.sku}`, staff),
      200,
    );
    expect(listed.meta.total).toBe(0);
  });

  it('deletes a product never ordered, and refuses one that was (409, nothing removed)', async () => {
    const product = await createProduct();
    expect((await send('DELETE', `/api/v1/admin/products/${product._id}`, staff)).statusCode).toBe(
      204,
    );
    expect((await send('GET', `/api/v1/admin/products/${product._id}`, staff)).statusCode).toBe(
      404,
    );

    const [line] = await stockedVariants(t, { minStock: 2 });
    const buyer = await createCustomer(t, { firstName: 'Ana' });
    const item = await cartLine(t, buyer, line!, 1);
    expectStatus(
      await checkout(t, buyer, checkoutBody([item], { address: await createAddress(t, buyer) })),
      201,
    );
    const refused = await send('DELETE', `/api/v1/admin/products/${line!.productId}`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This product has been ordered, so it cannot be deleted. Archive it instead: it leaves the shop and stays on its orders.',
    );
    const sold = expectStatus(
      await send('GET', `/api/v1/admin/products/${line!.productId}`, staff),
      200,
    ).data;
    const soldVariant = sold.variants.find(
      (variant: { _id: string }) => variant._id === line!.variantId,
    );
    expect(soldVariant.ordered).toBe(true);
    const withoutIt = {
      ...sold,
      friendlyUrl: sold.friendlyUrl,
      variants: sold.variants.filter((variant: { _id: string }) => variant._id !== line!.variantId),
    };
    if (withoutIt.variants.length > 0) {
      const removing = await send(
        'PUT',
        `/api/v1/admin/products/${sold._id}`,
        staff,
        editable(withoutIt),
      );
      expect(removing.statusCode).toBe(409);
      expect(removing.json().errors).toEqual({
        variants: 'This variant has been ordered: change it, but it cannot be removed.',
      });
    }
  });
});

describe('the product list', () => {
  it('pages, sorts and searches on the server', async () => {
    const tag = `Q${Date.now().toString(36)}`.toUpperCase();
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      await createProduct({ name: `${name} Bench ${tag}`, sku: `${tag}-${name.toUpperCase()}` });
    }
    const page = expectStatus(
      await send(
        'GET',
        `/api/v1/admin/products?search=${tag}&sort=name&order=desc&limit=2&page=1`,
        staff,
      ),
      200,
    );
    expect(page.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page.data.map((row: { name: string }) => row.name)).toEqual([
      `Charlie Bench ${tag}`,
      `Bravo Bench ${tag}`,
    ]);
    expect(page.data[0]).toMatchObject({
      status: 'active',
      variantCount: 2,
      minPrice: 12999.5,
      maxPrice: 13499,
    });
    const bad = await send('GET', '/api/v1/admin/products?limit=500', staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('limit must be 100 or less.');
  });
});

describe('product pictures', () => {
  const jpeg = () =>
    sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#9c6b3c' } })
      .jpeg()
      .toBuffer();

  function multipart(
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer; type: string },
  ) {
    const boundary = '----admin-products-test';
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
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  const upload = (
    productId: string,
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${productId}/images`,
      headers: { ...staff.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('turns an upload into WebP renditions served with year-long caching, shown on the storefront', async () => {
    const product = await createProduct();
    const gallery = expectStatus(
      await upload(
        product._id,
        { alt: 'The chair in natural bamboo' },
        { name: 'chair.jpg', bytes: await jpeg(), type: 'image/jpeg' },
      ),
      201,
    ).data;
    expect(gallery).toEqual([
      {
        key: expect.stringMatching(/^photo-.+\.webp$/),
        url: expect.any(String),
        alt: 'The chair in natural bamboo',
        width: 1600,
        height: 1067,
      },
    ]);
    const served = await t.app.inject({ url: gallery[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const small = await t.app.inject({ url: gallery[0].url.replace('.webp', '-w320.webp') });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    const shown = expectStatus(await storefront(product._id), 200).data;
    const base = gallery[0].url.replace('.webp', '');
    expect(shown.images[0]).toEqual({
      url: gallery[0].url,
      alt: 'The chair in natural bamboo',
      width: 1600,
      height: 1067,
      srcset: [320, 640, 1024, 1600].map((w) => `${base}-w${w}.webp ${w}w`).join(', '),
    });
  });

  it('answers every rendition width of a photo narrower than it with the largest file it has', async () => {
    const product = await createProduct();
    const narrow = await sharp({
      create: { width: 480, height: 360, channels: 3, background: '#6d4c41' },
    })
      .jpeg()
      .toBuffer();
    const gallery = expectStatus(
      await upload(
        product._id,
        { alt: 'A narrow photo' },
        { name: 'narrow.jpg', bytes: narrow, type: 'image/jpeg' },
      ),
      201,
    ).data;
    const widthOf = async (url: string) => {
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      return (await sharp(served.rawPayload).metadata()).width;
    };
    const rendition = (width: number) => gallery[0].url.replace('.webp', `-w${width}.webp`);
    expect(await widthOf(rendition(320))).toBe(320);
    // No 640 or 1024 file exists: the 480 px original stands in, never a 404 for a thumbnail.
    expect(await widthOf(rendition(640))).toBe(480);
    expect(await widthOf(rendition(1024))).toBe(480);
    const missing = await t.app.inject({ url: '/media/photo-does-not-exist-w320.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The image does not exist.');
  });

  it('needs alt text and a real picture; refuses others by their bytes and keeps the gallery as it was', async () => {
    const product = await createProduct();
    const noAlt = await upload(
      product._id,
      { alt: ' ' },
      { name: 'chair.jpg', bytes: await jpeg(), type: 'image/jpeg' },
    );
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors).toEqual({
      alt: 'Describe the picture for shoppers who cannot see it (alt text).',
    });
    const fake = await upload(
      product._id,
      { alt: 'A chair' },
      { name: 'chair.jpg', bytes: Buffer.from('%PDF-1.7 hello'), type: 'image/jpeg' },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toEqual({ file: 'Upload a JPEG, PNG or WebP picture.' });
    const detail = expectStatus(
      await send('GET', `/api/v1/admin/products/${product._id}`, staff),
      200,
    ).data;
    expect(detail.images).toEqual([]);
  });

  it('reorders the gallery (the first is the main picture) and removes a picture', async () => {
    const product = await createProduct();
    await upload(
      product._id,
      { alt: 'Front' },
      { name: 'a.jpg', bytes: await jpeg(), type: 'image/jpeg' },
    );
    const two = expectStatus(
      await upload(
        product._id,
        { alt: 'Side' },
        { name: 'b.jpg', bytes: await jpeg(), type: 'image/jpeg' },
      ),
      201,
    ).data;
    const [front, side] = two;
    const arranged = expectStatus(
      await send('PUT', `/api/v1/admin/products/${product._id}/images`, staff, {
        images: [
          { key: side.key, alt: 'Side view' },
          { key: front.key, alt: 'Front view' },
        ],
      }),
      200,
    ).data;
    expect(arranged.map((image: { alt: string }) => image.alt)).toEqual([
      'Side view',
      'Front view',
    ]);
    const missing = await send('PUT', `/api/v1/admin/products/${product._id}/images`, staff, {
      images: [{ key: side.key, alt: 'Side view' }],
    });
    expect(missing.statusCode).toBe(400);
    const left = expectStatus(
      await send('DELETE', `/api/v1/admin/products/${product._id}/images/${side.key}`, staff),
      200,
    ).data;
    expect(left.map((image: { key: string }) => image.key)).toEqual([front.key]);
    expect((await t.app.inject({ url: side.url })).statusCode).toBe(404);
  });
});
