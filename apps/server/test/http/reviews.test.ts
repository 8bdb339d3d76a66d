import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { REQUIRED_MESSAGE } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productReviewPhotos, productReviews, products } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  post,
  stockedVariants,
  type Customer,
  type StockedVariant,
} from '../customers';
import { multipart } from './account-fixtures';
import { deliver, placeCodOrder, receive, signedInOperator } from './order-fixtures';

let t: TestApp;
let ana: Customer;
let ben: Customer;
let operator: Awaited<ReturnType<typeof signedInOperator>>;
let lines: StockedVariant[];
let delivered: { _id: string };
let received: { _id: string };
let pending: { _id: string };
let bensOrder: { _id: string };
let sofa: StockedVariant;
let chair: StockedVariant;
let PNG: Buffer;

function fakeBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

beforeAll(async () => {
  PNG = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#8a5a3a' },
  })
    .png()
    .toBuffer();
  t = await createShopTestApp({ env: { WEB_DIST: fakeBuild() } });
  ana = await createCustomer(t, { firstName: 'Ana', lastName: 'reyes' });
  ben = await createCustomer(t, { firstName: 'Ben', lastName: 'Cruz' });
  operator = await signedInOperator(t);
  const anaAddress = await createAddress(t, ana);
  const benAddress = await createAddress(t, ben);
  lines = (await stockedVariants(t, { minStock: 10 })).filter(
    (entry) => entry.priceCentavos < 6_000_00,
  );
  // Two different products.
  sofa = lines[0]!;
  chair = lines.find((line) => line.productId !== sofa.productId)!;
  const other = lines.find(
    (line) => line.productId !== sofa.productId && line.productId !== chair.productId,
  )!;
  delivered = await placeCodOrder(t, ana, anaAddress, [{ line: sofa }]);
  await deliver(t, operator, delivered._id);
  received = await placeCodOrder(t, ana, anaAddress, [{ line: chair }]);
  await receive(t, operator, ana, received._id);
  pending = await placeCodOrder(t, ana, anaAddress, [{ line: other }]);
  bensOrder = await placeCodOrder(t, ben, benAddress, [{ line: sofa }]);
  await deliver(t, operator, bensOrder._id);
});
afterAll(() => t.close());

const write = (customer: Customer, orderId: string, body: unknown) =>
  post(t, `/api/v1/my-orders/${orderId}/reviews`, body, customer.headers);

const upload = (customer: Customer, orderId: string, bytes: Buffer = PNG) => {
  const body = multipart({}, [
    { field: 'file', filename: 'photo.png', contentType: 'image/png', bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/my-orders/${orderId}/review-photos`,
    payload: body.payload,
    headers: { ...body.headers, ...customer.headers },
  });
};

const reviewCount = async () => (await t.database.db.select().from(productReviews)).length;
const productPage = async (productId: string) => {
  const [row] = await t.database.db
    .select({ url: products.friendlyUrl })
    .from(products)
    .where(eq(products.id, productId));
  return t.app.inject({ url: `/product/detail/${row!.url}`, headers: { accept: 'text/html' } });
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

describe('who may review what', () => {
  it('refuses another customer’s order, an undelivered order and a product not in it', async () => {
    const body = { productId: sofa.productId, rating: 5, text: 'Lovely.' };
    const others = await write(ana, bensOrder._id, body);
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe('You can only review items from your own orders.');
    const early = await write(ana, pending._id, { ...body, productId: lines[2]!.productId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can review an item once your order has been delivered.');
    const notInOrder = await write(ana, delivered._id, { ...body, productId: chair.productId });
    expect(notInOrder.statusCode).toBe(422);
    expect(notInOrder.json().message).toBe('This product is not part of the order.');
    expect((await upload(ana, bensOrder._id)).statusCode).toBe(403);
    expect((await write(ana, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect(await reviewCount()).toBe(0);
  });

  it('needs a signed-in customer', async () => {
    const response = await post(t, `/api/v1/my-orders/${delivered._id}/reviews`, {});
    expect(response.statusCode).toBe(401);
  });

  it('answers the spec’s messages for bad input and stores nothing', async () => {
    const response = await write(ana, delivered._id, { productId: sofa.productId, text: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      rating: REQUIRED_MESSAGE,
      text: REQUIRED_MESSAGE,
    });
    const tooMany = await write(ana, delivered._id, {
      productId: sofa.productId,
      rating: 9,
      text: 'Fine',
    });
    expect(tooMany.json().errors).toMatchObject({ rating: 'Choose from 1 to 5 stars.' });
    expect(await reviewCount()).toBe(0);
  });

  it('refuses a photo that is not the customer’s upload for this order', async () => {
    const bens = expectStatus(await upload(ben, bensOrder._id), 201).data;
    const response = await write(ana, delivered._id, {
      productId: sofa.productId,
      rating: 4,
      text: 'Good',
      photoIds: [bens._id],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('A photo was not found. Upload it again.');
    expect(await reviewCount()).toBe(0);
  });
});

describe('writing, editing and showing reviews', () => {
  it('stores a delivered buyer’s review with a photo and shows it on the product', async () => {
    const photo = expectStatus(await upload(ana, delivered._id), 201).data;
    expect(photo.url).toMatch(/^\/media\/review-.*\.webp$/);
    const created = expectStatus(
      await write(ana, delivered._id, {
        productId: sofa.productId,
        rating: 4,
        text: '  Comfortable and sturdy.  ',
        photoIds: [photo._id],
      }),
      201,
    ).data;
    expect(created).toMatchObject({ rating: 4, text: 'Comfortable and sturdy.', hidden: false });
    expect(created.photos).toHaveLength(1);
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(200);

    const list = expectStatus(await get(t, `/api/v1/products/${sofa.productId}/reviews`), 200);
    expect(list.data.summary).toEqual({
      average: 4,
      count: 1,
      distribution: [
        { stars: 5, count: 0 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(list.data.reviews[0]).toMatchObject({
      rating: 4,
      author: 'Ana R.',
      verified_buyer: true,
    });
    expect(JSON.stringify(list)).not.toContain(ana.email);
  });

  it('edits the same review instead of writing a second one', async () => {
    const edited = expectStatus(
      await write(ana, delivered._id, {
        productId: sofa.productId,
        rating: 5,
        text: 'Even better.',
      }),
      200,
    ).data;
    expect(edited).toMatchObject({ rating: 5, text: 'Even better.', photos: [] });
    expect(await reviewCount()).toBe(1);
    const mine = expectStatus(
      await get(t, `/api/v1/my-orders/${delivered._id}/reviews`, ana.headers),
      200,
    ).data;
    expect(mine).toHaveLength(1);
    // Let go of the photo: it stays uploaded but shows nowhere.
    const [photoRow] = await t.database.db.select().from(productReviewPhotos);
    expect(photoRow?.reviewId).toBeNull();
  });

  it('averages several buyers to one decimal, newest first, in cards and JSON-LD', async () => {
    expectStatus(
      await write(ben, bensOrder._id, { productId: sofa.productId, rating: 2, text: 'Wobbly.' }),
      201,
    );
    const list = expectStatus(await get(t, `/api/v1/products/${sofa.productId}/reviews`), 200);
    expect(list.data.summary).toMatchObject({ average: 3.5, count: 2 });
    expect(list.data.reviews.map((review: { author: string }) => review.author)).toEqual([
      'Ben C.',
      'Ana R.',
    ]);
    expect(list.meta).toEqual({ page: 1, limit: 5, total: 2 });

    const detail = expectStatus(await get(t, `/api/v1/products/${sofa.productId}`), 200).data;
    expect(detail.rating).toEqual({ average: 3.5, count: 2 });
    const listing = expectStatus(await get(t, '/api/v1/public/products?limit=100'), 200).data;
    const card = listing.find((item: { _id: string }) => item._id === sofa.productId);
    expect(card?.rating).toEqual({ average: 3.5, count: 2 });
    const unreviewed = listing.find((item: { _id: string }) => item._id === chair.productId);
    expect(unreviewed?.rating).toBeNull();

    const [product] = jsonLd((await productPage(sofa.productId)).body);
    expect(product?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    const [plain] = jsonLd((await productPage(chair.productId)).body);
    expect(plain).not.toHaveProperty('aggregateRating');
  });

  it('lets a customer review from a received order too', async () => {
    const response = await write(ana, received._id, {
      productId: chair.productId,
      rating: 3,
      text: 'Okay.',
    });
    expect(response.statusCode).toBe(201);
  });

  it('keeps another customer’s reviews out of the caller’s list', async () => {
    const response = await get(t, `/api/v1/my-orders/${bensOrder._id}/reviews`, ana.headers);
    expect(response.statusCode).toBe(403);
  });
});
