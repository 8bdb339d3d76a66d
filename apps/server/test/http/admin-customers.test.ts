import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orders, refreshTokens, users } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  stockedVariants,
  type Customer,
  type StockedVariant,
} from '../customers';
import { front, multipart, PASSPORT, PNG } from './account-fixtures';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { bearer, expectStatus, get, login, mailedCode, post, PASSWORD } from './auth-fixtures';
import { updateStatus } from './order-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;
/** The customer every read test looks at: two orders (one cancelled), an address, a favorite. */
let josefina: Customer;
let orderIds: string[];
let keptTotal: number;
let shelves: StockedVariant[];

const FORBIDDEN = { message: 'You do not have access to this.' };
const LOGIN_REQUIRED = { message: 'Please log in to continue.' };
const NOT_FOUND = { message: 'This customer does not exist.' };
const DISABLED = 'This account has been disabled. Please ask the shop owner to enable it again.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

const detailOf = async (id: string, caller: Caller = admin) =>
  expectStatus(await get(t, `/api/v1/admin/customers/${id}`, caller.headers), 200).data;
const search = async (needle: string, caller: Caller = staff) =>
  expectStatus(
    await get(t, `/api/v1/admin/customers?search=${encodeURIComponent(needle)}`, caller.headers),
    200,
  );

async function placeOrder(who: Customer, shelf: StockedVariant) {
  const address = await createAddress(t, who);
  const response = await checkout(
    t,
    who,
    checkoutBody([await cartLine(t, who, shelf)], { address }),
  );
  const id = expectStatus(response, 201).data._id as string;
  const [row] = await t.database.db
    .select({ total: orders.totalCentavos })
    .from(orders)
    .where(eq(orders.id, id));
  return { id, total: row!.total };
}

async function uploadPassport(who: { headers: Record<string, string> }) {
  const body = multipart(PASSPORT, [front(PNG)]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/my-info/documents',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  return expectStatus(response, 201).data as { _id: string };
}

const signInWith = (email: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: PASSWORD, ...extra },
    headers: { 'user-agent': BROWSER },
    remoteAddress: '203.0.113.45',
  });

/** Exchanges a remembered device's refresh token (a refresh, not a sign-in). */
const refresh = (email: string, session: { deviceId: string; refreshToken: string }) =>
  post(
    t,
    '/api/v1/auth/refresh',
    { email, deviceId: session.deviceId },
    bearer(session.refreshToken),
  );

const activityOf = (recordId: string) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.recordType, 'customer'), eq(activityLog.recordId, recordId)))
    .orderBy(desc(activityLog.createdAt));

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
  shelves = await stockedVariants(t, { minStock: 2 });
  josefina = await createCustomer(t, {
    firstName: 'Josefina',
    lastName: 'Dimaculangan',
    mobile: '0998 765 4321',
  });
  const kept = await placeOrder(josefina, shelves[0]!);
  const cancelled = await placeOrder(josefina, shelves[1]!);
  expectStatus(
    await updateStatus(t, josefina, cancelled.id, { action: 'cancel', reason: 'Changed my mind' }),
    200,
  );
  orderIds = [kept.id, cancelled.id];
  keptTotal = kept.total;
  expectStatus(
    await post(
      t,
      '/api/v1/my-info/favorites',
      { productId: shelves[0]!.productId },
      josefina.headers,
    ),
    200,
  );
}, 180_000);
afterAll(() => t?.close());

describe('who may use /api/v1/admin/customers', () => {
  it('lets staff and admins in, answers 403 to customers and 401 without a session', async () => {
    const target = await createCustomer(t);
    const reads = [
      '/api/v1/admin/customers',
      '/api/v1/admin/customers/export.csv',
      `/api/v1/admin/customers/${target.id}`,
    ];
    const writes = ['sign-out-everywhere', 'disable', 'enable'].map(
      (action) => `/api/v1/admin/customers/${target.id}/${action}`,
    );
    for (const url of reads) {
      expect((await get(t, url, admin.headers)).statusCode, url).toBe(200);
      expect((await get(t, url, staff.headers)).statusCode, url).toBe(200);
      expect(expectStatus(await get(t, url, customer.headers), 403)).toEqual(FORBIDDEN);
      expect(expectStatus(await get(t, url), 401)).toEqual(LOGIN_REQUIRED);
    }
    for (const url of writes) {
      expect((await post(t, url, {}, admin.headers)).statusCode, url).toBe(200);
      expect((await post(t, url, {}, staff.headers)).statusCode, url).toBe(200);
      expect(expectStatus(await post(t, url, {}, customer.headers), 403)).toEqual(FORBIDDEN);
      expect(expectStatus(await post(t, url, {}, {}), 401)).toEqual(LOGIN_REQUIRED);
    }
  });

  it('does not treat staff accounts as customers (404), nor unknown ids', async () => {
    for (const id of [staff.id, admin.id, UNKNOWN_ID]) {
      expect(
        expectStatus(await get(t, `/api/v1/admin/customers/${id}`, admin.headers), 404),
      ).toEqual(NOT_FOUND);
      expectStatus(await post(t, `/api/v1/admin/customers/${id}/disable`, {}, admin.headers), 404);
    }
    const listed = await search('casafilipina.ph', admin);
    expect(listed.meta.total).toBe(0);
  });

  it('answers 400 to bad input and changes nothing', async () => {
    for (const query of [
      'search=Jose%00fina',
      'limit=101',
      'page=0',
      'sort=password',
      'order=sideways',
    ]) {
      const response = await get(t, `/api/v1/admin/customers?${query}`, staff.headers);
      expect(response.statusCode, query).toBe(400);
    }
    expectStatus(await get(t, '/api/v1/admin/customers/export.csv?search=%00', staff.headers), 400);
    expectStatus(await get(t, '/api/v1/admin/customers/not-an-id', staff.headers), 400);
    expectStatus(
      await post(t, '/api/v1/admin/customers/not-an-id/disable', {}, staff.headers),
      400,
    );
    const [row] = await t.database.db
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, josefina.id));
    expect(row?.disabledAt).toBeNull();
  });
});

describe('GET /api/v1/admin/customers', () => {
  it('finds a customer by part of the name, the e-mail or the mobile in any usual form', async () => {
    for (const needle of [
      'josefina dimac',
      'DIMACULANGAN',
      josefina.email.slice(0, 12),
      '998 765',
      '0998-765-4321',
      '+63 998 765 4321',
      '639987654321',
      '9987654',
    ]) {
      const { data } = await search(needle);
      expect(
        data.map((row: { id: string }) => row.id),
        needle,
      ).toContain(josefina.id);
    }
    expect((await search('Zzyzx Nobody')).data).toEqual([]);
  });

  it('lists orders and the money spent (cancelled orders not counted) per row', async () => {
    const { data, meta } = await search(josefina.email);
    expect(meta).toEqual({ page: 1, limit: 25, total: 1 });
    expect(data).toEqual([
      {
        id: josefina.id,
        name: 'Josefina Dimaculangan',
        email: josefina.email,
        mobile: '9987654321',
        createdAt: expect.any(String),
        lastLoginAt: expect.any(String),
        orderCount: 2,
        totalSpentCentavos: keptTotal,
        disabled: false,
      },
    ]);
  });

  it('pages and sorts', async () => {
    const first = expectStatus(
      await get(t, '/api/v1/admin/customers?limit=1&sort=name&order=asc', staff.headers),
      200,
    );
    const second = expectStatus(
      await get(t, '/api/v1/admin/customers?limit=1&page=2&sort=name&order=asc', staff.headers),
      200,
    );
    expect(first.data).toHaveLength(1);
    expect(first.meta.total).toBeGreaterThan(1);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(first.data[0].name.localeCompare(second.data[0].name, 'en')).toBeLessThanOrEqual(0);
  });
});

describe('GET /api/v1/admin/customers/:id', () => {
  it('shows the profile, addresses, orders with their ids, returns, favorites and sign-ins', async () => {
    const data = await detailOf(josefina.id, staff);
    expect(data.profile).toEqual({
      id: josefina.id,
      firstName: 'Josefina',
      lastName: 'Dimaculangan',
      email: josefina.email,
      mobile: '9987654321',
      emailVerified: true,
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
      disabledAt: null,
      signInWith: { password: true, google: false, facebook: false },
    });
    expect(data.orderCount).toBe(2);
    expect(data.totalSpentCentavos).toBe(keptTotal);
    expect(data.addresses).toHaveLength(2);
    expect(data.addresses[0]).toMatchObject({ city: 'Quezon City', mobile: '9171234567' });
    expect(data.orders.map((order: { id: string }) => order.id).sort()).toEqual(
      [...orderIds].sort(),
    );
    expect(data.orders.find((order: { id: string }) => order.id === orderIds[1])).toMatchObject({
      status: 'cancelled_customer',
      statusLabel: 'Order Cancelled',
      orderNumber: expect.stringMatching(/^CF-/),
    });
    expect(data.returns).toEqual([]);
    expect(data.favoritesCount).toBe(1);
    expect(data.signIns).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        method: 'password',
        ip: '127.0.0.1',
        userAgent: 'lightMyRequest',
      },
    ]);
    expect(data.devices).toEqual([]);
    expect(data.documents).toEqual({ visible: false, count: 0 });
  });

  it('records every sign-in (password and one-time code), where from, and remembered devices; refreshes are not sign-ins', async () => {
    const who = await createCustomer(t);
    const remembered = expectStatus(
      await signInWith(who.email, { withRefreshToken: true }),
      200,
    ).data;
    expectStatus(
      await post(t, '/api/auth/request-temp-password', { firstName: 'Maria', email: who.email }),
      200,
    );
    const code = await mailedCode(t, who.email);
    expectStatus(
      await post(t, '/api/auth/validate-temp-password', { email: who.email, code }),
      200,
    );
    expectStatus(await refresh(who.email, remembered), 200);
    expectStatus(await login(t, who.email, 'Wrong#Password1'), 401);

    const data = await detailOf(who.id);
    expect(data.signIns.map((signIn: { method: string }) => signIn.method)).toEqual([
      'otp',
      'password',
      'password',
    ]);
    expect(data.signIns[1]).toMatchObject({ ip: '203.0.113.45', userAgent: BROWSER });
    expect(data.devices).toEqual([
      {
        device: `${(remembered.deviceId as string).slice(0, 8)}…`,
        firstSeenAt: expect.any(String),
        lastUsedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    expect(Date.parse(data.devices[0].expiresAt)).toBeGreaterThan(Date.now());
  });

  it('never answers a password hash, a token or a token hash', async () => {
    const who = await createCustomer(t);
    const session = expectStatus(await signInWith(who.email, { withRefreshToken: true }), 200).data;
    const [account] = await t.database.db.select().from(users).where(eq(users.id, who.id));
    const hashes = await t.database.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, who.id));
    const secrets = [
      account!.passwordHash!,
      session.token,
      session.refreshToken,
      session.deviceId,
      ...hashes.map((row) => row.hash),
    ];
    expect(secrets.length).toBeGreaterThan(4);
    const bodies = [
      (await get(t, `/api/v1/admin/customers/${who.id}`, admin.headers)).body,
      (await get(t, `/api/v1/admin/customers?search=${who.email}`, admin.headers)).body,
      (await get(t, `/api/v1/admin/customers/export.csv?search=${who.email}`, admin.headers)).body,
      (await post(t, `/api/v1/admin/customers/${who.id}/enable`, {}, admin.headers)).body,
    ];
    for (const body of bodies) {
      expect(body).toContain(who.email);
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/password_?hash|tokenHash|\$argon2/i);
    }
  });
});

describe('identity documents', () => {
  it('shows admins the documents and their files, every view logged; staff see only that they exist', async () => {
    const who = await createCustomer(t, { firstName: 'Ligaya', lastName: 'Bautista' });
    const document = await uploadPassport(who);

    const staffView = await get(t, `/api/v1/admin/customers/${who.id}`, staff.headers);
    expect(expectStatus(staffView, 200).data.documents).toEqual({ visible: false, count: 1 });
    expect(staffView.body).not.toContain(PASSPORT.number);
    expect(staffView.body).not.toContain('passport');
    expect(staffView.body).not.toContain(document._id);

    const { documents } = await detailOf(who.id, admin);
    expect(documents).toEqual({
      visible: true,
      count: 1,
      items: [
        {
          id: document._id,
          type: 'passport',
          number: PASSPORT.number,
          expiry: PASSPORT.expiry,
          createdAt: expect.any(String),
          files: [
            {
              side: 'front',
              url: `/api/v1/admin/customers/${who.id}/documents/${document._id}/files/front`,
            },
          ],
        },
      ],
    });
    const fileUrl = documents.items[0].files[0].url as string;
    const file = await get(t, fileUrl, admin.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    expect(expectStatus(await get(t, fileUrl, staff.headers), 403)).toEqual(FORBIDDEN);
    expect(expectStatus(await get(t, fileUrl, customer.headers), 403)).toEqual(FORBIDDEN);
    expect(expectStatus(await get(t, fileUrl, who.headers), 403)).toEqual(FORBIDDEN);
    expectStatus(await get(t, fileUrl), 401);
    // Another customer's document is not reachable through this customer's address.
    expectStatus(
      await get(
        t,
        `/api/v1/admin/customers/${josefina.id}/documents/${document._id}/files/front`,
        admin.headers,
      ),
      404,
    );
    expectStatus(await get(t, fileUrl.replace(/front$/, 'sideways'), admin.headers), 400);

    const log = await activityOf(who.id);
    expect(log.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['customer.document.file.view', admin.id],
      ['customer.documents.view', admin.id],
    ]);
    expect(log[1]!.changes).toEqual({
      customer: { before: null, after: who.email },
      documents: { before: null, after: ['passport'] },
    });
  });
});

describe('POST /api/v1/admin/customers/:id/sign-out-everywhere', () => {
  it('ends the customer’s access token and remembered devices at once', async () => {
    const who = await createCustomer(t);
    const session = expectStatus(await signInWith(who.email, { withRefreshToken: true }), 200).data;
    expectStatus(await get(t, '/api/v1/my-info', bearer(session.token)), 200);

    const result = expectStatus(
      await post(t, `/api/v1/admin/customers/${who.id}/sign-out-everywhere`, {}, staff.headers),
      200,
    );
    expect(result.data.profile).toMatchObject({ id: who.id, disabledAt: null });

    expectStatus(await get(t, '/api/v1/my-info', bearer(session.token)), 401);
    expectStatus(await refresh(who.email, session), 401);
    expect((await detailOf(who.id)).devices).toEqual([]);
    // They can sign in again.
    expectStatus(await login(t, who.email), 200);
    const [entry] = await activityOf(who.id);
    expect(entry).toMatchObject({ action: 'customer.sign_out_everywhere', actorId: staff.id });
  });
});

describe('POST /api/v1/admin/customers/:id/disable and /enable', () => {
  it('blocks sign-in and ends the sessions; enabling restores sign-in', async () => {
    const who = await createCustomer(t);
    const session = expectStatus(await signInWith(who.email, { withRefreshToken: true }), 200).data;

    const disabled = expectStatus(
      await post(t, `/api/v1/admin/customers/${who.id}/disable`, {}, staff.headers),
      200,
    );
    expect(disabled.data.profile.disabledAt).toEqual(expect.any(String));
    expect(expectStatus(await login(t, who.email), 403)).toEqual({ message: DISABLED });
    expectStatus(await get(t, '/api/v1/my-info', bearer(session.token)), 401);
    expectStatus(await refresh(who.email, session), 401);
    expect((await search(who.email)).data[0].disabled).toBe(true);
    // Disabling again changes nothing and logs nothing.
    expectStatus(
      await post(t, `/api/v1/admin/customers/${who.id}/disable`, {}, admin.headers),
      200,
    );

    const enabled = expectStatus(
      await post(t, `/api/v1/admin/customers/${who.id}/enable`, {}, admin.headers),
      200,
    );
    expect(enabled.data.profile.disabledAt).toBeNull();
    expectStatus(await login(t, who.email), 200);
    expect((await search(who.email)).data[0].disabled).toBe(false);

    const log = await activityOf(who.id);
    expect(log.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['customer.enable', admin.id],
      ['customer.disable', staff.id],
    ]);
    expect(log[1]!.changes).toMatchObject({ status: { before: 'active', after: 'disabled' } });
  });
});

describe('GET /api/v1/admin/customers/export.csv', () => {
  it('lists the customers the search finds for the accountant', async () => {
    const response = await get(
      t,
      `/api/v1/admin/customers/export.csv?search=${encodeURIComponent('Dimaculangan')}`,
      staff.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('name,email,mobile,joined,orders,total_spent,last_sign_in');
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(',');
    expect(cells.slice(0, 3)).toEqual(['Josefina Dimaculangan', josefina.email, '9987654321']);
    expect(cells[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(cells[4]).toBe('2');
    expect(cells[5]).toBe((keptTotal / 100).toFixed(2));
    expect(cells[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const [entry] = await activityOf('export');
    expect(entry).toMatchObject({
      action: 'customer.export',
      actorId: staff.id,
      changes: {
        search: { before: null, after: 'Dimaculangan' },
        rows: { before: null, after: 1 },
      },
    });
  });
});
