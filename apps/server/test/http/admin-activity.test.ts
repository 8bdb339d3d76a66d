import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  callers,
  createAdminTestApp,
  inviteAndActivate,
  inviteBody,
  type Caller,
} from './admin-fixtures';
import { expectStatus, get, post, put } from './auth-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;

interface Entry {
  id: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  recordType: string;
  recordId: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  createdAt: string;
}

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
});
afterAll(() => t.close());

const activity = async (query = '') =>
  expectStatus(await get(t, `/api/v1/admin/activity${query}`, admin.headers), 200) as {
    data: Entry[];
    meta: { page: number; limit: number; total: number };
  };
const entriesFor = async (recordId: string) =>
  (await activity(`?recordType=staff&recordId=${recordId}&order=asc`)).data;

describe('GET /api/v1/admin/activity', () => {
  it('is for admins only: staff and customers 403, no token 401', async () => {
    expectStatus(await get(t, '/api/v1/admin/activity'), 401);
    for (const caller of [staff, customer]) {
      expect(expectStatus(await get(t, '/api/v1/admin/activity', caller.headers), 403)).toEqual({
        message: 'You do not have access to this.',
      });
    }
  });

  it('records every staff write: who, when, which record and what changed', async () => {
    const started = Date.now();
    const member = await inviteAndActivate(t, admin, { firstName: 'Enrique', lastName: 'Gil' });
    await put(t, `/api/v1/admin/staff/${member.id}/role`, { role: 'admin' }, admin.headers);
    await post(t, `/api/v1/admin/staff/${member.id}/disable`, {}, admin.headers);
    await post(t, `/api/v1/admin/staff/${member.id}/enable`, {}, admin.headers);

    const entries = await entriesFor(member.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'staff.invite',
      'staff.role',
      'staff.disable',
      'staff.enable',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        recordType: 'staff',
        recordId: member.id,
      });
      expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(started - 1000);
    }
    expect(entries[0]!.changes).toEqual({
      email: { before: null, after: member.email },
      firstName: { before: null, after: 'Enrique' },
      lastName: { before: null, after: 'Gil' },
      role: { before: null, after: 'staff' },
      status: { before: null, after: 'invited' },
    });
    expect(entries[1]!.changes).toEqual({ role: { before: 'staff', after: 'admin' } });
    expect(entries[2]!.changes).toEqual({ status: { before: 'active', after: 'disabled' } });
    expect(entries[3]!.changes).toEqual({ status: { before: 'disabled', after: 'active' } });
    // Never a secret.
    expect(JSON.stringify(entries)).not.toMatch(/password|argon2/i);
  });

  it('logs nothing for refused or empty writes', async () => {
    const before = (await activity()).meta.total;
    await post(t, '/api/v1/admin/staff', { ...inviteBody(), email: 'bad' }, admin.headers);
    await post(t, '/api/v1/admin/staff', inviteBody(), staff.headers);
    await put(t, `/api/v1/admin/staff/${admin.id}/role`, { role: 'staff' }, admin.headers);
    await post(t, `/api/v1/admin/staff/${admin.id}/disable`, {}, admin.headers);
    // Already so: nothing changed, nothing to log.
    await put(t, `/api/v1/admin/staff/${staff.id}/role`, { role: 'staff' }, admin.headers);
    await post(t, `/api/v1/admin/staff/${staff.id}/enable`, {}, admin.headers);
    expect((await activity()).meta.total).toBe(before);
  });

  it('filters by person and by record, pages, and orders newest first by default', async () => {
    const second = await inviteAndActivate(t, admin, { role: 'admin' });
    const invited = expectStatus(
      await post(t, '/api/v1/admin/staff', inviteBody(), second.headers),
      201,
    ).data;

    const bySecond = await activity(`?actorId=${second.id}`);
    expect(bySecond.data.map((entry) => entry.recordId)).toEqual([invited.id]);
    const byEmail = await activity(`?actor=${encodeURIComponent(second.email.slice(0, 12))}`);
    expect(byEmail.data.every((entry) => entry.actorEmail === second.email)).toBe(true);
    expect(byEmail.meta.total).toBeGreaterThan(0);

    const all = await activity('?limit=100');
    const times = all.data.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const pageTwo = await activity('?limit=2&page=2');
    expect(pageTwo.meta).toEqual({ page: 2, limit: 2, total: all.meta.total });
    expect(pageTwo.data.map((entry) => entry.id)).toEqual(all.data.slice(2, 4).map((e) => e.id));

    expect((await activity('?recordType=product')).data).toEqual([]);
    // Record types are written with underscores too (blog_post, catalogue_import).
    expect((await activity('?recordType=blog_post')).data).toEqual([]);
  });

  it('answers 400 for a bad filter', async () => {
    for (const query of ['?actorId=someone', '?recordType=DROP%20TABLE', '?limit=0', '?order=up']) {
      const body = expectStatus(await get(t, `/api/v1/admin/activity${query}`, admin.headers), 400);
      expect(body.errors, query).toBeDefined();
    }
  });

  it('has no route that changes or removes an entry', async () => {
    const [entry] = (await activity()).data;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/admin/activity/${entry!.id}`,
        headers: admin.headers,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await activity()).data[0]).toEqual(entry);
  });
});
