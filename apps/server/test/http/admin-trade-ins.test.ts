import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, discountCodes, tradeIns } from '../../src/db/schema/index';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import type { TestApp } from '../app';
import {
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  post,
  TEST_PROJECT_ID,
  type Customer,
} from '../customers';
import { ADMIN, STAFF, signIn, type Caller } from './admin-fixtures';

const LIST = '/api/v1/admin/trade-ins';
const thisYear = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const sofa = {
  year: thisYear - 2,
  brand: 'IKEA',
  subModel: 'Living room',
  bodyType: 'sofa',
  condition: 'good',
  pricePaid: 40_000,
};
const bed = { ...sofa, bodyType: 'bed_frame', brand: 'SM Home', subModel: 'Bedroom' };

interface Credit {
  id: string;
  code: string;
}

let t: TestApp;
let rosa: Customer;
let tomas: Customer;
let staff: Caller;
let admin: Caller;
// Oldest first: Rosa's sofa (to be used), Rosa's bed (to expire), Tomas's sofa (stays active),
// Tomas's bed (cancelled by staff in a test).
let used: Credit;
let expired: Credit;
let active: Credit;
let toCancel: Credit;

const accept = async (customer: Customer, body: unknown): Promise<Credit> =>
  expectStatus(await post(t, '/api/v1/my-trade-ins', body, customer.headers), 201).data;

const statusOf = async (id: string) => {
  const [row] = await t.database.db.select().from(tradeIns).where(eq(tradeIns.id, id));
  return row!.status;
};

beforeAll(async () => {
  t = await createShopTestApp();
  await seedAccounts(t.database.db, TEST_PROJECT_ID, {
    operator: STAFF,
    admin: ADMIN,
    demoCustomer: false,
  });
  rosa = await createCustomer(t, { firstName: 'Rosa', lastName: 'Dizon' });
  tomas = await createCustomer(t, { firstName: 'Tomas', lastName: 'Reyes' });
  staff = await signIn(t, STAFF.email, STAFF.password);
  admin = await signIn(t, ADMIN.email, ADMIN.password);
  used = await accept(rosa, sofa);
  expired = await accept(rosa, bed);
  active = await accept(tomas, sofa);
  toCancel = await accept(tomas, bed);
  // An order used the first code; the second's 30 days ran out.
  const db = t.database.db;
  const [usedRow] = await db.select().from(tradeIns).where(eq(tradeIns.id, used.id));
  await db
    .update(discountCodes)
    .set({ timesUsed: 1 })
    .where(eq(discountCodes.id, usedRow!.discountCodeId));
  const [expiredRow] = await db.select().from(tradeIns).where(eq(tradeIns.id, expired.id));
  await db
    .update(discountCodes)
    .set({ endsAt: new Date(Date.now() - 60_000) })
    .where(eq(discountCodes.id, expiredRow!.discountCodeId));
});
afterAll(() => t.close());

describe('GET /api/v1/admin/trade-ins', () => {
  it('lists every credit newest first with its customer, item, offer, code, status and dates', async () => {
    const body = expectStatus(await get(t, LIST, staff.headers), 200);
    expect(body.meta).toEqual({ page: 1, limit: 25, total: 4 });
    expect(body.data.map((row: Credit) => row.id)).toEqual([
      toCancel.id,
      active.id,
      expired.id,
      used.id,
    ]);
    const sofaRow = body.data[1];
    expect(sofaRow).toMatchObject({
      id: active.id,
      code: active.code,
      customer: { id: tomas.id, name: 'Tomas Reyes', email: tomas.email },
      item: {
        bodyType: 'sofa',
        bodyTypeLabel: 'Sofa',
        brand: 'IKEA',
        subModel: 'Living room',
        year: thisYear - 2,
        condition: 'good',
        conditionLabel: 'Good',
        pricePaid: 40_000,
      },
      low: 19_600,
      high: 23_900,
      credit: 15_700,
      status: 'active',
      cancelledAt: null,
      cancelReason: null,
    });
    const days = (Date.parse(sofaRow.expiresAt) - Date.parse(sofaRow.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    expect(body.data.map((row: { status: string }) => row.status)).toEqual([
      'active',
      'active',
      'expired',
      'used',
    ]);
  });

  it('filters by status, searches code and customer, and pages', async () => {
    const ids = async (query: string, caller = staff) =>
      expectStatus(await get(t, `${LIST}?${query}`, caller.headers), 200).data.map(
        (row: Credit) => row.id,
      );
    expect(await ids('status=used')).toEqual([used.id]);
    expect(await ids('status=expired')).toEqual([expired.id]);
    expect(await ids('status=active')).toEqual([toCancel.id, active.id]);
    expect(await ids(`search=${active.code.toLowerCase()}`)).toEqual([active.id]);
    expect(await ids('search=rosa%20diz')).toEqual([expired.id, used.id]);
    expect(await ids(`search=${encodeURIComponent(tomas.email)}&status=active`, admin)).toEqual([
      toCancel.id,
      active.id,
    ]);
    expect(await ids('search=100%25')).toEqual([]);
    const page = expectStatus(await get(t, `${LIST}?page=2&limit=3`, staff.headers), 200);
    expect(page.meta).toEqual({ page: 2, limit: 3, total: 4 });
    expect(page.data.map((row: Credit) => row.id)).toEqual([used.id]);
  });

  it.each([
    ['nobody signed in', undefined, 401],
    ['a customer', 'customer', 403],
  ] as const)('refuses %s', async (_, who, status) => {
    const response = await get(t, LIST, who ? rosa.headers : undefined);
    expect(response.statusCode).toBe(status);
    expect(response.json().data).toBeUndefined();
  });

  it.each([
    ['an unknown status', 'status=pending', 'status'],
    ['a page of 0', 'page=0', 'page'],
    ['a page size above 100', 'limit=500', 'limit'],
    ['a search of over 100 characters', `search=${'x'.repeat(101)}`, 'search'],
  ])('answers 400 for %s', async (_, query, field) => {
    const body = expectStatus(await get(t, `${LIST}?${query}`, staff.headers), 400);
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('is in the OpenAPI document', async () => {
    const doc = expectStatus(await get(t, '/api/docs/json'), 200);
    expect(Object.keys(doc.paths[LIST])).toEqual(['get']);
  });
});

describe('cancelling from the console', () => {
  it('refuses a customer’s token and bad input, changing nothing', async () => {
    const url = `${LIST}/${toCancel.id}/cancel`;
    expect((await post(t, url, { reason: 'Not mine' }, rosa.headers)).statusCode).toBe(403);
    const tooLong = expectStatus(
      await post(t, url, { reason: 'x'.repeat(501) }, staff.headers),
      400,
    );
    expect(tooLong.errors).toEqual({ reason: 'Give a reason of at most 500 characters.' });
    expect((await post(t, url, {}, staff.headers)).statusCode).toBe(400);
    expect(await statusOf(toCancel.id)).toBe('active');
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, toCancel.id));
    expect(log).toEqual([]);
  });

  it('shows the cancelled credit with its reason and logs who cancelled it', async () => {
    expectStatus(
      await post(
        t,
        `${LIST}/${toCancel.id}/cancel`,
        { reason: '  Item at pickup was a different sofa  ' },
        staff.headers,
      ),
      200,
    );
    const [row] = expectStatus(await get(t, `${LIST}?status=cancelled`, staff.headers), 200).data;
    expect(row).toMatchObject({
      id: toCancel.id,
      status: 'cancelled',
      cancelReason: 'Item at pickup was a different sofa',
    });
    expect(Date.parse(row.cancelledAt)).toBeGreaterThan(Date.parse(row.createdAt));

    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, toCancel.id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'trade_in.cancel',
      recordType: 'trade_in',
      actorEmail: STAFF.email,
      changes: {
        status: { before: 'active', after: 'cancelled' },
        reason: { before: null, after: 'Item at pickup was a different sofa' },
      },
    });
    const listed = expectStatus(
      await get(t, '/api/v1/admin/activity?recordType=trade_in', admin.headers),
      200,
    ).data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ recordId: toCancel.id, action: 'trade_in.cancel' });
  });
});
