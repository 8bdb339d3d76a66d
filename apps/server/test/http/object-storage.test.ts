import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import { ObjectStorageError } from '../../src/platform/storage/s3-storage';
import { createTestApp, type TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  setStock,
  stockedVariants,
  type Customer,
} from '../customers';
import { TEST_PROJECT_ID } from '../database';
import { startS3Server, type TestS3Server } from '../s3-server';
import { front, JPEG, multipart, PASSPORT } from './account-fixtures';
import { ADMIN, signIn, STAFF, type Caller } from './admin-fixtures';
import { photoUpload, placeCodOrder, receive, uploadPhoto } from './order-fixtures';

/**
 * The same API on an S3-compatible bucket (s3rver): every kind of stored file lands in the
 * bucket, never on the node's disk, and is served with the same owner checks and headers.
 */
let s3: TestS3Server;
let t: TestApp;
let ana: Customer;
let ben: Customer;
let admin: Caller;
let staff: Caller;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createShopTestApp({ env: s3.env });
  await seedAccounts(t.database.db, TEST_PROJECT_ID, {
    operator: STAFF,
    admin: ADMIN,
    demoCustomer: false,
  });
  admin = await signIn(t, ADMIN.email, ADMIN.password);
  staff = await signIn(t, STAFF.email, STAFF.password);
  ana = await createCustomer(t, { firstName: 'Ana' });
  ben = await createCustomer(t, { firstName: 'Ben' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

/** Files under DATA_DIR/<folder>: with a bucket configured there must be none. */
async function filesOnDisk(folder: 'uploads' | 'media'): Promise<string[]> {
  const root = path.join(t.config.dataDir, folder);
  return readdir(root, { recursive: true }).catch(() => [] as string[]);
}

/** The bucket's objects under `prefix` that were not there in `before`. */
async function newObjects(prefix: string, before: string[]) {
  return (await s3.objectKeys(prefix)).filter((key) => !before.includes(key));
}

describe('identity documents in the bucket', () => {
  const uploadDocument = (customer: Customer) => {
    const body = multipart(PASSPORT, [front()]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/my-info/documents',
      payload: body.payload,
      headers: { ...customer.headers, ...body.headers },
    });
  };

  it('stores the file as a private object, serves it to its owner only, and deletes it with the document', async () => {
    const before = await s3.objectKeys('uploads/');
    const { data } = expectStatus(await uploadDocument(ana), 201);
    const stored = await newObjects('uploads/', before);
    expect(stored).toEqual([expect.stringMatching(/^uploads\/[a-f0-9]{2}\/[a-f0-9]{32}\.jpg$/)]);
    expect(await filesOnDisk('uploads')).toEqual([]);

    const url = data.files[0].url as string;
    const file = await get(t, url, ana.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe('inline; filename="passport-front.jpg"');
    expect(file.rawPayload.equals(JPEG)).toBe(true);

    expect(expectStatus(await get(t, url, ben.headers), 404).message).toEqual(expect.any(String));
    expect((await get(t, url)).statusCode).toBe(401);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/my-info/documents/${data._id}`,
      headers: ana.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.objectKeys('uploads/')).not.toContain(stored[0]);
    expect((await get(t, url, ana.headers)).statusCode).toBe(404);
  });

  it('streams the file from the bucket to an admin, and refuses staff', async () => {
    const { data } = expectStatus(await uploadDocument(ben), 201);
    const url = `/api/v1/admin/customers/${ben.id}/documents/${data._id}/files/front`;
    const opened = await get(t, url, admin.headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.rawPayload.equals(JPEG)).toBe(true);
    expect((await get(t, url, staff.headers)).statusCode).toBe(403);
  });
});

describe('return photos and signed policies in the bucket', () => {
  it('keeps a return photo in the bucket and serves it only to the order’s owner', async () => {
    const lines = await stockedVariants(t, { minStock: 5 });
    const cheap = lines.find((line) => line.priceCentavos < 6_000_00)!;
    const address = await createAddress(t, ana);
    const order = await placeCodOrder(t, ana, address, [{ line: cheap }]);
    await receive(t, staff, ana, order._id);

    const before = await s3.objectKeys('uploads/');
    const photo = await uploadPhoto(t, ana, order._id);
    expect(await newObjects('uploads/', before)).toEqual([
      expect.stringMatching(/^uploads\/[a-f0-9]{2}\/[a-f0-9]{32}\.png$/),
    ]);
    expect(await filesOnDisk('uploads')).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url: photo.url, headers: ana.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    const stranger = await t.app.inject({ method: 'GET', url: photo.url, headers: ben.headers });
    expect(expectStatus(stranger, 404)).toEqual({ message: 'The photo does not exist.' });
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(401);
    expect((await photoUpload(t, ben, order._id)).statusCode).toBe(404);
  });

  it('keeps a customer’s signed policy PDF in the bucket and answers it back byte for byte', async () => {
    const planned = (await stockedVariants(t, { minStock: 10, withPlan: true }))[0]!;
    await setStock(t, planned.variantId, planned.branchId, 100);
    const address = await createAddress(t, ben);
    const line = await cartLine(t, ben, planned, 1, { withProtectionPlan: true });
    const placed = expectStatus(await checkout(t, ben, checkoutBody([line], { address })), 201);
    const order = expectStatus(
      await get(t, `/api/v1/my-orders/${placed.data._id}`, ben.headers),
      200,
    ).data as { policies: { _id: string; policy_number: string }[] };
    const policy = order.policies[0]!;
    const signed = (
      await get(t, `/api/orders/generate-then-download-policy/${policy._id}`, ben.headers)
    ).rawPayload;

    const before = await s3.objectKeys('uploads/');
    const body = multipart({ policyId: policy._id }, [
      { field: 'file', filename: 'signed.pdf', contentType: 'application/pdf', bytes: signed },
    ]);
    const upload = (customer: Customer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/download-policy-pdf',
        headers: { ...customer.headers, ...body.headers },
        payload: body.payload,
      });
    const response = await upload(ben);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="policy-${policy.policy_number}-signed.pdf"`,
    );
    expect(response.rawPayload.equals(signed)).toBe(true);
    expect(await newObjects('uploads/', before)).toEqual([
      expect.stringMatching(/^uploads\/[a-f0-9]{2}\/[a-f0-9]{32}\.pdf$/),
    ]);
    expect((await upload(ana)).statusCode).toBe(404);
    expect(await newObjects('uploads/', before)).toHaveLength(1);
  });
});

describe('product pictures in the bucket', () => {
  it('stores a console upload’s renditions under media/ and serves them with year-long caching', async () => {
    const product = expectStatus(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/products?limit=1',
        headers: staff.headers,
      }),
      200,
    ).data[0] as { _id: string };
    const photo = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: '#9c6b3c' },
    })
      .jpeg()
      .toBuffer();
    const before = await s3.objectKeys('media/');
    const body = multipart({ alt: 'The chair in natural bamboo' }, [
      { field: 'file', filename: 'chair.jpg', contentType: 'image/jpeg', bytes: photo },
    ]);
    const gallery = expectStatus(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/products/${product._id}/images`,
        headers: { ...staff.headers, ...body.headers },
        payload: body.payload,
      }),
      201,
    ).data as { key: string; url: string }[];
    const added = gallery.at(-1)!;
    // 320, 640, 1024 and 1600 px wide: four objects, none on the node's disk.
    expect(await newObjects('media/', before)).toHaveLength(4);
    expect(await filesOnDisk('media')).toEqual([]);

    const served = await t.app.inject({ url: added.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    const small = await t.app.inject({ url: added.url.replace('.webp', '-w320.webp') });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${product._id}/images/${added.key}`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await newObjects('media/', before)).toEqual([]);
    expect((await t.app.inject({ url: added.url })).statusCode).toBe(404);
  });
});

describe('blog covers in the bucket', () => {
  it('stores a cover’s renditions under media/ and serves the picture from there', async () => {
    const bytes = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#7a5230' },
    })
      .jpeg()
      .toBuffer();
    const before = await s3.objectKeys('media/');
    const body = multipart({ alt: 'A narra table in morning light' }, [
      { field: 'file', filename: 'cover.jpg', contentType: 'image/jpeg', bytes },
    ]);
    const cover = expectStatus(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/blog/covers',
        headers: { ...staff.headers, ...body.headers },
        payload: body.payload,
      }),
      201,
    ).data as { url: string };
    // 320, 640 and 1024 px wide, and the 1200 px original size (never enlarged).
    expect(await newObjects('media/', before)).toHaveLength(4);
    expect(await filesOnDisk('media')).toEqual([]);
    const served = await t.app.inject({ url: cover.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
  });
});

describe('starting on a bucket that cannot be used', () => {
  it('refuses to start, saying which bucket and why', async () => {
    const attempt = createTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } });
    await expect(attempt).rejects.toThrow(ObjectStorageError);
    await expect(attempt).rejects.toThrow(
      `Object storage: bucket "no-such-bucket" at ${s3.endpoint} cannot be used: it does not exist (create it first)`,
    );
  });
});
