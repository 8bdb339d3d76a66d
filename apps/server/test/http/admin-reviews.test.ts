import { eq } from 'drizzle-orm';
import { REQUIRED_MESSAGE } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, productReviews } from '../../src/db/schema/index';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import type { TestApp } from '../app';
import {
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  post,
  stockedVariants,
  TEST_PROJECT_ID,
  type Customer,
} from '../customers';
import { ADMIN, signIn, STAFF, type Caller } from './admin-fixtures';
import { deliver, placeCodOrder } from './order-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let ana: Customer;
let reviewId: string;
let productId: string;

beforeAll(async () => {
  t = await createShopTestApp();
  await seedAccounts(t.database.db, TEST_PROJECT_ID, {
    operator: STAFF,
    admin: ADMIN,
    demoCustomer: false,
  });
  admin = await signIn(t, ADMIN.email, ADMIN.password);
  staff = await signIn(t, STAFF.email, STAFF.password);
  ana = await createCustomer(t, { firstName: 'Ana', lastName: 'Reyes' });
  const address = await createAddress(t, ana);
  const [line] = (await stockedVariants(t, { minStock: 10 })).filter(
    (entry) => entry.priceCentavos < 6_000_00,
  );
  productId = line!.productId;
  const order = await placeCodOrder(t, ana, address, [{ line: line! }]);
  await deliver(t, staff, order._id);
  reviewId = expectStatus(
    await post(
      t,
      `/api/v1/my-orders/${order._id}/reviews`,
      { productId, rating: 1, text: 'Call me at 0917 000 0000 for a discount!' },
      ana.headers,
    ),
    201,
  ).data._id;
});
afterAll(() => t.close());

const summary = async () =>
  (
    expectStatus(await get(t, `/api/v1/products/${productId}/reviews`), 200) as {
      data: { reviews: unknown[]; summary: { count: number } | null };
    }
  ).data;

describe('/api/v1/admin/reviews role matrix', () => {
  it('lets admins and staff in, refuses customers (403) and strangers (401)', async () => {
    expect((await get(t, '/api/v1/admin/reviews', admin.headers)).statusCode).toBe(200);
    expect((await get(t, '/api/v1/admin/reviews', staff.headers)).statusCode).toBe(200);
    expect((await get(t, '/api/v1/admin/reviews', ana.headers)).statusCode).toBe(403);
    expect((await get(t, '/api/v1/admin/reviews')).statusCode).toBe(401);
    const hide = `/api/v1/admin/reviews/${reviewId}/hide`;
    expect((await post(t, hide, { reason: 'Spam' }, ana.headers)).statusCode).toBe(403);
    expect((await post(t, hide, { reason: 'Spam' })).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, reviewId));
    expect(row?.hiddenAt).toBeNull();
  });

  it('lists reviews with the customer, product and order for staff', async () => {
    const list = expectStatus(await get(t, '/api/v1/admin/reviews', staff.headers), 200);
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      _id: reviewId,
      rating: 1,
      hidden: false,
      customer: { name: 'Ana Reyes', email: ana.email },
    });
    expect(list.data[0].order_number).not.toBe('');
  });
});

describe('hiding and showing a review', () => {
  it('needs a reason and changes nothing without one', async () => {
    const response = await post(t, `/api/v1/admin/reviews/${reviewId}/hide`, {}, staff.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ reason: REQUIRED_MESSAGE });
    expect((await summary()).summary?.count).toBe(1);
  });

  it('hides it from the shop and the summary, logged with the reason', async () => {
    const hidden = expectStatus(
      await post(
        t,
        `/api/v1/admin/reviews/${reviewId}/hide`,
        { reason: 'Advertising' },
        staff.headers,
      ),
      200,
    ).data;
    expect(hidden).toMatchObject({ hidden: true, hidden_reason: 'Advertising' });
    const shop = await summary();
    expect(shop.reviews).toHaveLength(0);
    expect(shop.summary).toBeNull();
    const detail = expectStatus(await get(t, `/api/v1/products/${productId}`), 200).data;
    expect(detail.rating).toBeNull();
    const filtered = expectStatus(
      await get(t, '/api/v1/admin/reviews?visibility=hidden', staff.headers),
      200,
    );
    expect(filtered.meta.total).toBe(1);
    const again = await post(
      t,
      `/api/v1/admin/reviews/${reviewId}/hide`,
      { reason: 'Twice' },
      staff.headers,
    );
    expect(again.statusCode).toBe(409);

    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, reviewId));
    expect(log.map((entry) => entry.action)).toEqual(['review.hide']);
    expect(log[0]?.changes).toMatchObject({ reason: { after: 'Advertising' } });
  });

  it('shows it again on unhide, logged', async () => {
    const shown = expectStatus(
      await post(t, `/api/v1/admin/reviews/${reviewId}/unhide`, {}, admin.headers),
      200,
    ).data;
    expect(shown).toMatchObject({ hidden: false, hidden_reason: '' });
    expect((await summary()).summary).toMatchObject({ average: 1, count: 1 });
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, reviewId));
    expect(log.map((entry) => entry.action).sort()).toEqual(['review.hide', 'review.unhide']);
  });

  it('answers 404 for an unknown review', async () => {
    const response = await post(
      t,
      '/api/v1/admin/reviews/00000000-0000-4000-8000-000000000000/unhide',
      {},
      staff.headers,
    );
    expect(response.statusCode).toBe(404);
  });
});
