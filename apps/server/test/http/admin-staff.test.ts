import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, users } from '../../src/db/schema/index';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import { createActivityService } from '../../src/modules/activity/activity-service';
import { createSetPasswordLinks } from '../../src/modules/auth/set-password-links';
import { createStaffRepository } from '../../src/modules/staff/staff-repository';
import { createStaffService } from '../../src/modules/staff/staff-service';
import type { TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';
import {
  ADMIN,
  callers,
  createAdminTestApp,
  inviteAndActivate,
  inviteBody,
  signIn,
  STAFF,
  STAFF_PASSWORD,
  type Caller,
} from './admin-fixtures';
import {
  advanceClock,
  bearer,
  expectStatus,
  get,
  HOUR,
  login,
  mailedToken,
  mailsTo,
  MINUTE,
  post,
  put,
  PUBLIC_URL,
  resetClock,
} from './auth-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;
const FORBIDDEN = { message: 'You do not have access to this.' };
const LOGIN_REQUIRED = { message: 'Please log in to continue.' };
const EXPIRED = { message: 'Your session has expired. Please log in again.' };
const DISABLED = {
  message: 'This account has been disabled. Please ask the shop owner to enable it again.',
};

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
});
afterEach(() => resetClock(t));
afterAll(() => t.close());

const listStaff = async (query = '') =>
  expectStatus(await get(t, `/api/v1/admin/staff${query}`, admin.headers), 200);
const staffRow = async (email: string) =>
  (await listStaff(`?search=${encodeURIComponent(email)}`)).data[0];
const logFor = (recordId: string) =>
  t.database.db.select().from(activityLog).where(eq(activityLog.recordId, recordId));

describe('roles and seeding', () => {
  it('seeds ADMIN_EMAIL as a verified admin and OPERATOR_EMAIL as staff', async () => {
    const adminLogin = expectStatus(await login(t, ADMIN.email, ADMIN.password), 200).data;
    expect(adminLogin.roleName).toBe('admin');
    const staffLogin = expectStatus(await login(t, STAFF.email, STAFF.password), 200).data;
    expect(staffLogin.roleName).toBe('staff');
  });

  it('seeds no second admin once the shop has one', async () => {
    const other = { email: 'second.owner@casafilipina.ph', password: 'Second#Owner2024' };
    await seedAccounts(t.database.db, TEST_PROJECT_ID, {
      operator: null,
      admin: other,
      demoCustomer: false,
    });
    expectStatus(await login(t, other.email, other.password), 401);
  });

  it('answers 401 without a token and 403 to a customer on every admin route', async () => {
    const id = staff.id;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/me'],
      ['GET', '/api/v1/admin/staff'],
      ['POST', '/api/v1/admin/staff', inviteBody()],
      ['POST', `/api/v1/admin/staff/${id}/invitation`],
      ['PUT', `/api/v1/admin/staff/${id}/role`, { role: 'admin' }],
      ['POST', `/api/v1/admin/staff/${id}/disable`],
      ['POST', `/api/v1/admin/staff/${id}/enable`],
      ['GET', '/api/v1/admin/activity'],
    ];
    for (const [method, url, payload] of routes) {
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET', url, payload: payload as object, headers });
      expect(expectStatus(await send({}), 401), `${method} ${url}`).toEqual(LOGIN_REQUIRED);
      expect(expectStatus(await send(customer.headers), 403), `${method} ${url}`).toEqual(
        FORBIDDEN,
      );
      const asStaff = await send(staff.headers);
      // Staff sign in to the console (me) but manage no accounts and read no activity log.
      if (url === '/api/v1/admin/me') expectStatus(asStaff, 200);
      else expect(expectStatus(asStaff, 403), `${method} ${url}`).toEqual(FORBIDDEN);
    }
  });

  it('tells the console who is signed in', async () => {
    const me = expectStatus(await get(t, '/api/v1/admin/me', admin.headers), 200).data;
    expect(me).toEqual({
      id: admin.id,
      email: ADMIN.email,
      firstName: 'Shop',
      lastName: 'Owner',
      role: 'admin',
    });
  });

  it('keeps the operator API for staff and admins, not customers', async () => {
    expectStatus(await get(t, '/api/v1/operator/orders', staff.headers), 200);
    expectStatus(await get(t, '/api/v1/operator/orders', admin.headers), 200);
    expect(expectStatus(await get(t, '/api/v1/operator/orders', customer.headers), 403)).toEqual(
      FORBIDDEN,
    );
  });
});

describe('staff sessions', () => {
  it('are 8 hours long and never remembered, whatever the login asks', async () => {
    const data = expectStatus(
      await login(t, STAFF.email, STAFF.password, { withRefreshToken: true }),
      200,
    ).data;
    expect(data.refreshToken).toBeUndefined();
    expect(data.deviceId).toBeUndefined();
    const claims = decodeJwt(data.token);
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);

    advanceClock(t, 8 * HOUR - MINUTE);
    expectStatus(await get(t, '/api/v1/admin/me', bearer(data.token)), 200);
    advanceClock(t, 8 * HOUR + MINUTE);
    expect(expectStatus(await get(t, '/api/v1/admin/me', bearer(data.token)), 401)).toEqual(
      EXPIRED,
    );
  });

  it('re-reads the account for every admin write: another node’s change stops it at once', async () => {
    const other = await inviteAndActivate(t, admin, { role: 'admin' });
    // Disabled straight in the database (as another node would), without this node's cache knowing.
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.id));
    expectStatus(await get(t, '/api/v1/admin/staff', other.headers), 200);
    expect(
      expectStatus(await post(t, '/api/v1/admin/staff', inviteBody(), other.headers), 401),
    ).toEqual(DISABLED);
    await t.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, other.id));
  });
});

describe('POST /api/v1/admin/staff (invite)', () => {
  it('creates an invited account, mails a set-password link, and the invitee signs in', async () => {
    const body = inviteBody({ firstName: 'Maja', lastName: 'Salvador' });
    const member = expectStatus(
      await post(t, '/api/v1/admin/staff', body, admin.headers),
      201,
    ).data;
    expect(member).toMatchObject({
      email: body.email,
      firstName: 'Maja',
      lastName: 'Salvador',
      role: 'staff',
      status: 'invited',
      lastLoginAt: null,
    });

    const [mail] = await mailsTo(t, body.email);
    expect(mail?.subject).toBe('You are invited to the Casa Filipina Furniture console');
    expect(mail?.text).toContain(`${PUBLIC_URL}/admin/login`);
    expect(mail?.text).toContain('expires in 72 hours');
    // No password yet: the address cannot sign in.
    expectStatus(await login(t, body.email, STAFF_PASSWORD), 401);

    const token = await mailedToken(t, body.email, 'change-password');
    // The storefront's set-password page checks the link first.
    expect(
      expectStatus(await post(t, '/api/v1/auth/verify-token', { token }), 200).data,
    ).toMatchObject({ valid: true, email: body.email });
    expectStatus(
      await put(t, '/api/v1/auth/reset-password', {
        token,
        password: STAFF_PASSWORD,
        confirmPassword: STAFF_PASSWORD,
      }),
      200,
    );
    const signedIn = expectStatus(await login(t, body.email, STAFF_PASSWORD), 200).data;
    expect(signedIn.roleName).toBe('staff');
    expect((await staffRow(body.email)).status).toBe('active');
  });

  it('refuses bad input with the storefront’s field messages and changes nothing', async () => {
    const before = (await listStaff()).meta.total;
    const bad = await post(
      t,
      '/api/v1/admin/staff',
      { firstName: '', lastName: 'S', email: 'not-an-address', role: 'owner' },
      admin.headers,
    );
    const body = expectStatus(bad, 400);
    expect(body.errors).toMatchObject({
      firstName: 'This field is required.',
      lastName: 'Last name must be at least 2 characters.',
      email: 'The supplied email address is not valid.',
    });
    expect(body.errors.role).toBeDefined();
    expect((await listStaff()).meta.total).toBe(before);
    expect(await mailsTo(t, 'not-an-address')).toEqual([]);
  });

  it('refuses an address that already has an account (a customer’s too)', async () => {
    const before = (await listStaff()).meta.total;
    const taken = await post(
      t,
      '/api/v1/admin/staff',
      inviteBody({ email: customer.email.toUpperCase() }),
      admin.headers,
    );
    expect(expectStatus(taken, 409)).toEqual({
      message: 'An account with this e-mail address already exists.',
      errors: { email: 'An account with this e-mail address already exists.' },
    });
    expect((await listStaff()).meta.total).toBe(before);
  });

  it('mails a new link to an account still invited, and only to one', async () => {
    const body = inviteBody();
    const member = expectStatus(
      await post(t, '/api/v1/admin/staff', body, admin.headers),
      201,
    ).data;
    const first = await mailedToken(t, body.email, 'change-password');
    expectStatus(
      await post(t, `/api/v1/admin/staff/${member.id}/invitation`, {}, admin.headers),
      200,
    );
    const second = await mailedToken(t, body.email, 'change-password');
    expect(second).not.toBe(first);
    // The earlier link is spent.
    expect(
      expectStatus(await post(t, '/api/v1/auth/verify-token', { token: first }), 200).data.valid,
    ).toBe(false);
    expect(
      expectStatus(
        await post(t, `/api/v1/admin/staff/${staff.id}/invitation`, {}, admin.headers),
        409,
      ),
    ).toEqual({ message: 'This account has already set its password.' });
  });
});

describe('GET /api/v1/admin/staff', () => {
  it('pages, sorts and filters on the server', async () => {
    const all = await listStaff('?limit=100');
    expect(all.meta).toMatchObject({ page: 1, limit: 100 });
    expect(all.data.length).toBe(all.meta.total);
    expect(all.data.every((row: { role: string }) => ['staff', 'admin'].includes(row.role))).toBe(
      true,
    );
    // No customer ever appears.
    expect(all.data.some((row: { email: string }) => row.email === customer.email)).toBe(false);

    const page = await listStaff('?limit=1&page=2&sort=email&order=desc');
    const emails = all.data
      .map((row: { email: string }) => row.email)
      .sort()
      .reverse();
    expect(page.data.map((row: { email: string }) => row.email)).toEqual([emails[1]]);
    expect(page.meta).toEqual({ page: 2, limit: 1, total: all.meta.total });

    const admins = await listStaff('?role=admin');
    expect(admins.data.every((row: { role: string }) => row.role === 'admin')).toBe(true);
    const found = await listStaff(`?search=${encodeURIComponent('Shop Own')}`);
    expect(found.data.map((row: { email: string }) => row.email)).toEqual([ADMIN.email]);
    const invited = await listStaff('?status=invited');
    expect(invited.data.every((row: { status: string }) => row.status === 'invited')).toBe(true);
  });

  it('answers 400 for a bad page, sort or filter', async () => {
    for (const query of [
      '?page=0',
      '?limit=500',
      '?sort=password',
      '?role=customer',
      '?status=x',
    ]) {
      const body = expectStatus(await get(t, `/api/v1/admin/staff${query}`, admin.headers), 400);
      expect(body.message, query).toMatch(/^(page|limit|sort|role|status): /);
    }
  });
});

describe('PUT /api/v1/admin/staff/:id/role', () => {
  it('changes the role, ends the account’s sessions and logs before and after', async () => {
    const member = await inviteAndActivate(t, admin);
    const data = expectStatus(
      await put(t, `/api/v1/admin/staff/${member.id}/role`, { role: 'admin' }, admin.headers),
      200,
    ).data;
    expect(data.role).toBe('admin');
    expect(expectStatus(await get(t, '/api/v1/admin/me', member.headers), 401)).toEqual(EXPIRED);
    const again = await signIn(t, member.email, STAFF_PASSWORD);
    expectStatus(await get(t, '/api/v1/admin/staff', again.headers), 200);

    const [entry] = (await logFor(member.id)).filter((row) => row.action === 'staff.role');
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: ADMIN.email,
      recordType: 'staff',
      changes: { role: { before: 'staff', after: 'admin' } },
    });
  });

  it('refuses bad input and your own role, changing nothing', async () => {
    const bad = await put(
      t,
      `/api/v1/admin/staff/${staff.id}/role`,
      { role: 'owner' },
      admin.headers,
    );
    expect(expectStatus(bad, 400).errors.role).toBeDefined();
    expect(
      expectStatus(
        await put(t, '/api/v1/admin/staff/not-an-id/role', { role: 'staff' }, admin.headers),
        400,
      ),
    ).toEqual({ message: 'id: Must be a valid id.', errors: { id: 'Must be a valid id.' } });
    expect(
      expectStatus(
        await put(t, `/api/v1/admin/staff/${admin.id}/role`, { role: 'staff' }, admin.headers),
        422,
      ),
    ).toEqual({ message: 'You cannot change your own role.' });
    expect((await staffRow(STAFF.email)).role).toBe('staff');
    expect((await staffRow(ADMIN.email)).role).toBe('admin');
    expect(
      expectStatus(
        await put(
          t,
          `/api/v1/admin/staff/${customer.id || crypto.randomUUID()}/role`,
          { role: 'staff' },
          admin.headers,
        ),
        404,
      ),
    ).toEqual({ message: 'This staff account does not exist.' });
  });
});

describe('disable and enable', () => {
  it('a disabled account cannot sign in and its tokens stop at once; enabling restores it', async () => {
    const member = await inviteAndActivate(t, admin);
    const disabled = expectStatus(
      await post(t, `/api/v1/admin/staff/${member.id}/disable`, {}, admin.headers),
      200,
    ).data;
    expect(disabled.status).toBe('disabled');
    expectStatus(await get(t, '/api/v1/admin/me', member.headers), 401);
    expect(expectStatus(await login(t, member.email, STAFF_PASSWORD), 403)).toEqual(DISABLED);
    // A wrong password still says only that.
    expectStatus(await login(t, member.email, 'Wrong#Password1'), 401);

    expectStatus(await post(t, `/api/v1/admin/staff/${member.id}/enable`, {}, admin.headers), 200);
    expect((await staffRow(member.email)).status).toBe('active');
    expectStatus(await login(t, member.email, STAFF_PASSWORD), 200);

    const actions = (await logFor(member.id)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['staff.invite', 'staff.disable', 'staff.enable']),
    );
  });

  it('an admin cannot disable themselves', async () => {
    expect(
      expectStatus(
        await post(t, `/api/v1/admin/staff/${admin.id}/disable`, {}, admin.headers),
        422,
      ),
    ).toEqual({ message: 'You cannot disable your own account.' });
    expect((await staffRow(ADMIN.email)).status).toBe('active');
  });

  it('never removes the last active admin', async () => {
    // Reached only by a race (the actor is an active admin too); the service still guards it.
    const service = createStaffService({
      db: t.database.db,
      staff: createStaffRepository(t.database.db, TEST_PROJECT_ID),
      activity: createActivityService({ db: t.database.db, projectId: TEST_PROJECT_ID }),
      links: createSetPasswordLinks({
        db: t.database.db,
        mailer: t.app.mailer,
        publicUrl: PUBLIC_URL,
        now: () => new Date(),
      }),
      revokeSessions: async () => undefined,
      now: () => new Date(),
    });
    const admins = await listStaff('?role=admin&status=active&limit=100');
    const [last, ...others] = admins.data.map((row: { id: string }) => row.id);
    const outsider = { id: crypto.randomUUID(), email: 'race@casafilipina.ph' };
    for (const id of others) await service.setDisabled(outsider, id, true);
    await expect(service.setDisabled(outsider, last, true)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The shop needs at least one active admin. Make someone else an admin first.',
    });
    await expect(service.changeRole(outsider, last, 'staff')).rejects.toMatchObject({
      statusCode: 409,
    });
    for (const id of others) await service.setDisabled(outsider, id, false);
    expect((await listStaff('?role=admin&status=active&limit=100')).meta.total).toBe(
      admins.meta.total,
    );
  });
});

describe('the OpenAPI document', () => {
  it('lists the admin routes with their schemas', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/me',
        '/api/v1/admin/staff',
        '/api/v1/admin/staff/{id}/invitation',
        '/api/v1/admin/staff/{id}/role',
        '/api/v1/admin/staff/{id}/disable',
        '/api/v1/admin/staff/{id}/enable',
        '/api/v1/admin/activity',
      ]),
    );
    expect(document.paths['/api/v1/admin/staff'].post.requestBody).toBeDefined();
    expect(document.paths['/api/v1/admin/staff'].get.responses['200']).toBeDefined();
  });
});
