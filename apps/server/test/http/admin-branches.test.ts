import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, branches, variantStock } from '../../src/db/schema/index';
import type { TestApp } from '../app';
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

const branchCount = async () => (await t.database.db.select({ n: count() }).from(branches))[0]!.n;

let serial = 0;
function branchBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Iloilo Showroom ${serial}`,
    code: `ILO-${serial}${Date.now().toString(36).slice(-3)}`.toUpperCase(),
    friendlyUrl: '',
    description: '',
    address: '12 General Luna Street',
    city: 'Iloilo City',
    province: 'Iloilo',
    region: 'Western Visayas',
    hours: 'Mon–Sat 9:00–18:00',
    phone: '+63 33 320 1234',
    email: 'iloilo@casafilipina.ph',
    latitude: 10.7202,
    longitude: 122.5621,
    isDefault: false,
    isActive: true,
    ...overrides,
  };
}

async function createBranch(overrides: Record<string, unknown> = {}, caller = staff) {
  return expectStatus(
    await send('POST', '/api/v1/admin/branches', caller, branchBody(overrides)),
    201,
  ).data;
}

const storefrontBranches = async (status = 'ACTIVE') =>
  expectStatus(
    await send('GET', `/api/v1/public/branches/dropdown?status=${status}&perPage=100`),
    200,
  ).data as { _id: string; name: string; is_default: boolean }[];

const listed = async () =>
  expectStatus(await send('GET', '/api/v1/admin/branches', staff), 200).data as {
    id: string;
    isDefault: boolean;
    isActive: boolean;
  }[];

describe('who may use /api/v1/admin/branches', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401) on every route', async () => {
    const branch = await createBranch();
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/v1/admin/branches'],
      ['GET', `/api/v1/admin/branches/${branch.id}`],
      ['POST', '/api/v1/admin/branches', branchBody()],
      ['PUT', `/api/v1/admin/branches/${branch.id}`, branchBody()],
      ['DELETE', `/api/v1/admin/branches/${branch.id}`],
    ];
    const before = await branchCount();
    for (const [method, url, body] of routes) {
      const refused = await send(method, url, customer, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: 'You do not have access to this.' });
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await branchCount()).toBe(before);
    for (const caller of [admin, staff]) {
      expectStatus(await send('GET', '/api/v1/admin/branches', caller), 200);
      expectStatus(await send('GET', `/api/v1/admin/branches/${branch.id}`, caller), 200);
      const made = await createBranch({}, caller);
      expectStatus(
        await send(
          'PUT',
          `/api/v1/admin/branches/${made.id}`,
          caller,
          branchBody({ code: made.code }),
        ),
        200,
      );
      expect((await send('DELETE', `/api/v1/admin/branches/${made.id}`, caller)).statusCode).toBe(
        204,
      );
    }
  });
});

describe('branches', () => {
  it('creates a branch with a friendly URL from its name, shown on the storefront; logs the change', async () => {
    const branch = await createBranch({ name: 'Bacolod Showroom', code: 'bcd-01' });
    expect(branch).toMatchObject({
      code: 'BCD-01',
      friendlyUrl: 'bacolod-showroom',
      isActive: true,
      isDefault: false,
      latitude: 10.7202,
    });
    expect((await storefrontBranches()).map((row) => row.name)).toContain('Bacolod Showroom');
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, branch.id));
    expect(entry).toMatchObject({
      action: 'branch.create',
      recordType: 'branch',
      actorEmail: staff.email,
    });
    expect(entry!.changes).toMatchObject({ code: { before: null, after: 'BCD-01' } });
  });

  it('keeps exactly one default branch', async () => {
    const oldDefault = (await listed()).find((row) => row.isDefault)!;
    const branch = await createBranch({ isDefault: true });
    const defaults = (await listed()).filter((row) => row.isDefault);
    expect(defaults.map((row) => row.id)).toEqual([branch.id]);
    expect(
      (await storefrontBranches()).filter((row) => row.is_default).map((row) => row._id),
    ).toEqual([branch.id]);

    // Unticking the default would leave none.
    const untick = await send(
      'PUT',
      `/api/v1/admin/branches/${branch.id}`,
      staff,
      branchBody({ code: branch.code, isDefault: false }),
    );
    expect(untick.statusCode).toBe(400);
    expect(untick.json().errors).toEqual({
      isDefault:
        'The shop needs one default branch: make another branch the default instead of unticking this one.',
    });
    // Nor can the default be deactivated or deleted.
    const inactive = await send(
      'PUT',
      `/api/v1/admin/branches/${branch.id}`,
      staff,
      branchBody({ code: branch.code, isDefault: true, isActive: false }),
    );
    expect(inactive.statusCode).toBe(400);
    expect((await send('DELETE', `/api/v1/admin/branches/${branch.id}`, staff)).statusCode).toBe(
      409,
    );

    // Handing the flag back moves it.
    const old = expectStatus(
      await send('GET', `/api/v1/admin/branches/${oldDefault.id}`, staff),
      200,
    ).data;
    const { id, updatedAt, ...fields } = old;
    void [id, updatedAt];
    expectStatus(
      await send('PUT', `/api/v1/admin/branches/${oldDefault.id}`, staff, {
        ...fields,
        isDefault: true,
      }),
      200,
    );
    expect((await listed()).filter((row) => row.isDefault).map((row) => row.id)).toEqual([
      oldDefault.id,
    ]);
  });

  it('deactivates instead of deleting a branch that holds stock', async () => {
    const held = new Set(
      (await t.database.db.selectDistinct({ id: variantStock.branchId }).from(variantStock)).map(
        (row) => row.id,
      ),
    );
    const stocked = (await listed()).find(
      (row) => !row.isDefault && row.isActive && held.has(row.id),
    )!;
    const refused = await send('DELETE', `/api/v1/admin/branches/${stocked.id}`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This branch holds stock or has served orders, so it cannot be deleted. Deactivate it instead.',
    );
    const current = expectStatus(
      await send('GET', `/api/v1/admin/branches/${stocked.id}`, staff),
      200,
    ).data;
    const { id, updatedAt, ...fields } = current;
    void [id, updatedAt];
    expectStatus(
      await send('PUT', `/api/v1/admin/branches/${stocked.id}`, admin, {
        ...fields,
        isActive: false,
      }),
      200,
    );
    expect((await storefrontBranches()).map((row) => row._id)).not.toContain(stocked.id);
    expect((await storefrontBranches('INACTIVE')).map((row) => row._id)).toContain(stocked.id);
  });

  it('refuses bad input with the field’s message and changes nothing', async () => {
    const taken = await createBranch();
    const before = await branchCount();
    const bad = await send(
      'POST',
      '/api/v1/admin/branches',
      staff,
      branchBody({ name: '', code: 'no spaces', latitude: 91, longitude: 200, email: 'x' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: 'This field is required.',
      code: 'Use capital letters, digits and dashes (e.g. MNL-01).',
      latitude: 'Enter a latitude from -90 to 90.',
      longitude: 'Enter a longitude from -180 to 180.',
      email: 'The supplied email address is not valid.',
    });
    const half = await send(
      'POST',
      '/api/v1/admin/branches',
      staff,
      branchBody({ longitude: null }),
    );
    expect(half.json().errors).toEqual({
      longitude: 'Enter both latitude and longitude, or neither.',
    });
    const clash = await send(
      'POST',
      '/api/v1/admin/branches',
      staff,
      branchBody({ code: taken.code }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ code: 'This code is already used by another branch.' });
    expect(
      (await send('GET', `/api/v1/admin/branches/${crypto.randomUUID()}`, staff)).statusCode,
    ).toBe(404);
    expect(await branchCount()).toBe(before);
  });
});
