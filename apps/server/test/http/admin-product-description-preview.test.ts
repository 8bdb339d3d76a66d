import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus } from './auth-fixtures';

const URL = '/api/v1/admin/products/description-preview';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
});
afterAll(() => t.close());

const preview = (payload: unknown, caller?: Caller) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: caller?.headers ?? {},
    payload: payload as object,
  });

const activityCount = async () =>
  (await t.database.db.select({ n: count() }).from(activityLog))[0]!.n;

describe('POST /api/v1/admin/products/description-preview', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401)', async () => {
    const body = { markdown: 'A **narra** table.' };
    for (const caller of [staff, admin]) {
      expect(expectStatus(await preview(body, caller), 200)).toEqual({
        data: { html: '<p>A <strong>narra</strong> table.</p>\n' },
      });
    }
    const refused = await preview(body, customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have access to this.' });
    expect((await preview(body)).statusCode).toBe(401);
  });

  it('renders Markdown as the blog does: raw HTML escaped, script links dropped', async () => {
    const markdown = [
      '## Care',
      '',
      '<script>alert(1)</script>',
      '',
      '[Wipe gently](javascript:alert(1)) and see [our guide](/blog/caring-for-narra).',
      '',
      '<img src=x onerror="alert(1)">',
    ].join('\n');
    const { data } = expectStatus(await preview({ markdown }, staff), 200) as {
      data: { html: string };
    };
    expect(data.html).not.toMatch(/<script/i);
    expect(data.html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(data.html).not.toMatch(/<img/i);
    expect(data.html).not.toMatch(/href="javascript:/i);
    expect(data.html).toContain('<a href="/blog/caring-for-narra">our guide</a>');
    expect(data.html).toMatch(/<h2[^>]*>Care<\/h2>/);
  });

  it('refuses more than 20,000 characters with the field’s message and records nothing', async () => {
    const before = await activityCount();
    const tooLong = await preview({ markdown: 'a'.repeat(20_001) }, staff);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      errors: { markdown: 'Description must not exceed 20000 characters.' },
    });
    expect(expectStatus(await preview({ markdown: 'a'.repeat(20_000) }, staff), 200)).toEqual({
      data: { html: `<p>${'a'.repeat(20_000)}</p>\n` },
    });
    const missing = await preview({}, staff);
    expect(missing.statusCode).toBe(400);
    expect(await activityCount()).toBe(before);
  });
});
