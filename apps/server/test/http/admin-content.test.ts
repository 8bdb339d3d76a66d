import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, announcements, blogPosts, faqs } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { advanceClock, DAY, expectStatus, HOUR, resetClock } from './auth-fixtures';

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

const tableCount = async (table: typeof announcements | typeof blogPosts | typeof faqs) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

async function activityOf(recordId: string) {
  return t.database.db.select().from(activityLog).where(eq(activityLog.recordId, recordId));
}

function multipart(fields: Record<string, string>, file?: { bytes: Buffer; type: string }) {
  const boundary = '----admin-content-test';
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
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover"\r\nContent-Type: ${file.type}\r\n\r\n`,
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

async function uploadCover(caller: Caller = staff, alt = 'A narra table in morning light') {
  const bytes = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#7a5230' },
  })
    .jpeg()
    .toBuffer();
  const body = multipart({ alt }, { bytes, type: 'image/jpeg' });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/blog/covers',
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
}

let coverKey: string;
let serial = 0;
function postBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    title: `Caring for narra furniture ${serial}`,
    slug: '',
    excerpt: 'How to keep a solid wood table looking its best.',
    author: 'Maria Santos',
    body: '# Oil it twice a year\n\nWipe with a **soft** cloth. <script>alert(1)</script>',
    tags: ['care', 'narra'],
    coverImageKey: coverKey,
    ...overrides,
  };
}

const publicTicker = async () =>
  expectStatus(await send('GET', '/api/v1/public/announcements'), 200).data as {
    _id: string;
    text: string;
  }[];

const publicBlogSlugs = async () =>
  (
    expectStatus(await send('GET', '/api/v1/public/blogs?limit=50'), 200).data as {
      slug: string;
    }[]
  ).map((post) => post.slug);

describe('who may use the content routes', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401) on every route', async () => {
    coverKey = expectStatus(await uploadCover(), 201).data.key;
    const announcement = expectStatus(
      await send('POST', '/api/v1/admin/announcements', staff, {
        text: 'Free delivery',
        isActive: true,
      }),
      201,
    ).data;
    const post = expectStatus(
      await send('POST', '/api/v1/admin/blog', staff, postBody()),
      201,
    ).data;
    const groups = expectStatus(
      await send('POST', '/api/v1/admin/faqs', staff, {
        category: 'Delivery',
        question: 'Do you deliver to Cebu?',
        answer: 'Yes, within 10 days.',
        isActive: true,
      }),
      201,
    ).data;
    const faqId = groups.at(-1).questions.at(-1).id;
    const page = { title: 'About us', intro: 'Since 1998.', sections: [] };
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/v1/admin/announcements'],
      ['POST', '/api/v1/admin/announcements', { text: 'x', isActive: true }],
      ['PUT', `/api/v1/admin/announcements/${announcement.id}`, { text: 'x', isActive: true }],
      ['PUT', '/api/v1/admin/announcements/order', { ids: [announcement.id] }],
      ['DELETE', `/api/v1/admin/announcements/${announcement.id}`],
      ['GET', '/api/v1/admin/blog'],
      ['GET', `/api/v1/admin/blog/${post.id}`],
      ['POST', '/api/v1/admin/blog', postBody()],
      ['PUT', `/api/v1/admin/blog/${post.id}`, postBody()],
      ['PUT', `/api/v1/admin/blog/${post.id}/publication`, { action: 'publish' }],
      ['DELETE', `/api/v1/admin/blog/${post.id}`],
      ['POST', '/api/v1/admin/blog/covers', {}],
      ['POST', '/api/v1/admin/markdown/preview', { markdown: '*hi*' }],
      ['GET', '/api/v1/admin/faqs'],
      ['POST', '/api/v1/admin/faqs', { category: 'A', question: 'Q', answer: 'A', isActive: true }],
      [
        'PUT',
        `/api/v1/admin/faqs/${faqId}`,
        { category: 'A', question: 'Q', answer: 'A', isActive: true },
      ],
      ['PUT', '/api/v1/admin/faqs/order', { ids: [faqId] }],
      ['PUT', '/api/v1/admin/faqs/groups/order', { categories: ['Delivery'] }],
      ['DELETE', `/api/v1/admin/faqs/${faqId}`],
      ['GET', '/api/v1/admin/pages/about-us'],
      ['PUT', '/api/v1/admin/pages/about-us', page],
      ['GET', '/api/v1/admin/maintenance'],
      ['PUT', '/api/v1/admin/maintenance', { on: false }],
    ];
    const before = [
      await tableCount(announcements),
      await tableCount(blogPosts),
      await tableCount(faqs),
    ];
    for (const [method, url, body] of routes) {
      const refused = await send(method, url, customer, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json(), `${method} ${url}`).toEqual({
        message: 'You do not have access to this.',
      });
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect([
      await tableCount(announcements),
      await tableCount(blogPosts),
      await tableCount(faqs),
    ]).toEqual(before);

    // Reads for both roles; writes are checked one by one below.
    for (const caller of [admin, staff]) {
      for (const url of [
        '/api/v1/admin/announcements',
        '/api/v1/admin/blog',
        `/api/v1/admin/blog/${post.id}`,
        '/api/v1/admin/faqs',
        '/api/v1/admin/pages/terms',
        '/api/v1/admin/maintenance',
      ]) {
        expect((await send('GET', url, caller)).statusCode, url).toBe(200);
      }
    }
  });

  it('lets only admins flip the maintenance switch (staff see it), and logs who did', async () => {
    const refused = await send('PUT', '/api/v1/admin/maintenance', staff, { on: true });
    expect(refused.statusCode).toBe(403);
    expect(expectStatus(await send('GET', '/api/v1/admin/maintenance', staff), 200).data).toEqual({
      on: false,
      source: 'setting',
    });
    expect(
      expectStatus(await send('PUT', '/api/v1/admin/maintenance', admin, { on: true }), 200).data
        .on,
    ).toBe(true);
    // The shop is closed, the console is not.
    expect((await send('GET', '/api/v1/public/announcements')).statusCode).toBe(503);
    expect((await send('GET', '/api/v1/admin/announcements', staff)).statusCode).toBe(200);
    expect(
      expectStatus(await send('PUT', '/api/v1/admin/maintenance', admin, { on: false }), 200).data
        .on,
    ).toBe(false);
    expect((await send('GET', '/api/v1/public/announcements')).statusCode).toBe(200);
    const entries = await activityOf('maintenance');
    expect(entries.map((entry) => entry.action)).toEqual(['maintenance.on', 'maintenance.off']);
    expect(entries[0]).toMatchObject({ actorEmail: admin.email });
  });
});

describe('announcements', () => {
  it('shows only active messages inside their dates on the storefront ticker, in order', async () => {
    const now = Date.now();
    const make = async (body: Record<string, unknown>) =>
      expectStatus(await send('POST', '/api/v1/admin/announcements', admin, body), 201).data;
    const always = await make({ text: 'Open Sundays', isActive: true });
    const later = await make({
      text: 'Christmas sale',
      isActive: true,
      startsAt: new Date(now + DAY).toISOString(),
      endsAt: new Date(now + 3 * DAY).toISOString(),
    });
    const over = await make({
      text: 'Summer sale',
      isActive: true,
      startsAt: new Date(now - 3 * DAY).toISOString(),
      endsAt: new Date(now - DAY).toISOString(),
    });
    const off = await make({ text: 'Hidden', isActive: false });

    let shown = (await publicTicker()).map((row) => row.text);
    expect(shown).toContain('Open Sundays');
    expect(shown).not.toContain('Christmas sale');
    expect(shown).not.toContain('Summer sale');
    expect(shown).not.toContain('Hidden');
    expect((await send('GET', `/api/v1/public/announcements/${later.id}`)).statusCode).toBe(404);

    advanceClock(t, 2 * DAY);
    try {
      shown = (await publicTicker()).map((row) => row.text);
      expect(shown).toContain('Christmas sale');
    } finally {
      resetClock(t);
    }

    const list = expectStatus(await send('GET', '/api/v1/admin/announcements', staff), 200).data;
    const ids = list.map((row: { id: string }) => row.id).reverse();
    const reordered = expectStatus(
      await send('PUT', '/api/v1/admin/announcements/order', staff, { ids }),
      200,
    ).data;
    expect(reordered.map((row: { id: string }) => row.id)).toEqual(ids);
    const ticker = (await publicTicker()).map((row) => row._id);
    expect(ticker).toEqual(ids.filter((id: string) => ticker.includes(id)));
    expect(ticker).toContain(always.id);
    expect((await activityOf('ticker')).map((entry) => entry.action)).toEqual([
      'announcement.reorder',
    ]);

    const edited = expectStatus(
      await send('PUT', `/api/v1/admin/announcements/${off.id}`, staff, {
        text: 'Now visible',
        isActive: true,
        startsAt: null,
        endsAt: null,
      }),
      200,
    ).data;
    expect(edited).toMatchObject({ text: 'Now visible', isActive: true });
    expect((await publicTicker()).map((row) => row.text)).toContain('Now visible');

    expect((await send('DELETE', `/api/v1/admin/announcements/${over.id}`, staff)).statusCode).toBe(
      204,
    );
    const entries = await activityOf(off.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'announcement.create',
      'announcement.update',
    ]);
    expect(entries[1]!.changes).toMatchObject({ text: { before: 'Hidden', after: 'Now visible' } });
    expect((await activityOf(over.id)).map((entry) => entry.action)).toContain(
      'announcement.delete',
    );
  });

  it('refuses bad input with the field’s message and changes nothing', async () => {
    const before = await tableCount(announcements);
    const now = Date.now();
    const empty = await send('POST', '/api/v1/admin/announcements', staff, {
      text: '  ',
      isActive: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ text: 'This field is required.' });
    const backwards = await send('POST', '/api/v1/admin/announcements', staff, {
      text: 'Backwards',
      isActive: true,
      startsAt: new Date(now + DAY).toISOString(),
      endsAt: new Date(now).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toMatchObject({ endsAt: 'The end must be after the start.' });
    const partial = await send('PUT', '/api/v1/admin/announcements/order', staff, {
      ids: [crypto.randomUUID()],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toMatchObject({
      ids: 'List every announcement once, in the order to show them.',
    });
    expect(
      (
        await send('PUT', `/api/v1/admin/announcements/${crypto.randomUUID()}`, staff, {
          text: 'x',
          isActive: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(await tableCount(announcements)).toBe(before);
  });
});

describe('blog', () => {
  it('makes a unique slug, keeps new posts as drafts, publishes, schedules and unpublishes', async () => {
    const first = expectStatus(
      await send('POST', '/api/v1/admin/blog', staff, postBody({ title: 'Rattan in the rain' })),
      201,
    ).data;
    const second = expectStatus(
      await send('POST', '/api/v1/admin/blog', staff, postBody({ title: 'Rattan in the rain' })),
      201,
    ).data;
    expect(first).toMatchObject({ slug: 'rattan-in-the-rain', status: 'draft', publishedAt: null });
    expect(second.slug).toBe('rattan-in-the-rain-2');
    expect(await publicBlogSlugs()).not.toContain(first.slug);

    const published = expectStatus(
      await send('PUT', `/api/v1/admin/blog/${first.id}/publication`, staff, { action: 'publish' }),
      200,
    ).data;
    expect(published.status).toBe('published');
    expect(await publicBlogSlugs()).toContain(first.slug);
    const article = expectStatus(await send('GET', `/api/v1/public/blogs/${first.slug}`), 200).data;
    expect(article.html).toContain('<h2>Oil it twice a year</h2>');
    expect(article.html).not.toContain('<script>');

    const at = new Date(Date.now() + 2 * HOUR).toISOString();
    const scheduled = expectStatus(
      await send('PUT', `/api/v1/admin/blog/${second.id}/publication`, staff, {
        action: 'schedule',
        at,
      }),
      200,
    ).data;
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect(await publicBlogSlugs()).not.toContain(second.slug);
    const listed = expectStatus(
      await send('GET', '/api/v1/admin/blog?status=scheduled&search=rattan', staff),
      200,
    );
    expect(listed.data.map((row: { id: string }) => row.id)).toEqual([second.id]);
    expect(listed.meta).toEqual({ page: 1, limit: 20, total: 1 });

    advanceClock(t, 3 * HOUR);
    try {
      expect(await publicBlogSlugs()).toContain(second.slug);
    } finally {
      resetClock(t);
    }

    expectStatus(
      await send('PUT', `/api/v1/admin/blog/${first.id}/publication`, admin, {
        action: 'unpublish',
      }),
      200,
    );
    expect(await publicBlogSlugs()).not.toContain(first.slug);
    expect((await send('GET', `/api/v1/public/blogs/${first.slug}`)).statusCode).toBe(404);

    const entries = await activityOf(first.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'blog.create',
      'blog.publish',
      'blog.unpublish',
    ]);
    expect((await activityOf(second.id)).map((entry) => entry.action)).toEqual([
      'blog.create',
      'blog.schedule',
    ]);
  });

  it('edits and deletes a post; a taken slug is a conflict on the slug field', async () => {
    const post = expectStatus(
      await send('POST', '/api/v1/admin/blog', staff, postBody()),
      201,
    ).data;
    const other = expectStatus(
      await send('POST', '/api/v1/admin/blog', staff, postBody()),
      201,
    ).data;
    const edited = expectStatus(
      await send(
        'PUT',
        `/api/v1/admin/blog/${post.id}`,
        staff,
        postBody({ title: 'New title', slug: 'new-title', tags: ['Care'] }),
      ),
      200,
    ).data;
    expect(edited).toMatchObject({ title: 'New title', slug: 'new-title', tags: ['care'] });
    const clash = await send(
      'PUT',
      `/api/v1/admin/blog/${other.id}`,
      staff,
      postBody({ slug: 'new-title' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ slug: 'This slug is already used by another article.' });
    expect((await send('DELETE', `/api/v1/admin/blog/${post.id}`, admin)).statusCode).toBe(204);
    expect((await send('GET', `/api/v1/admin/blog/${post.id}`, admin)).statusCode).toBe(404);
    expect((await activityOf(post.id)).map((entry) => entry.action)).toEqual([
      'blog.create',
      'blog.update',
      'blog.delete',
    ]);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const before = await tableCount(blogPosts);
    const bad = await send(
      'POST',
      '/api/v1/admin/blog',
      staff,
      postBody({ title: '', slug: 'Not A Slug' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      title: 'This field is required.',
      slug: 'Use lowercase letters, digits and single dashes (e.g. caring-for-narra).',
    });
    const twice = await send('POST', '/api/v1/admin/blog', staff, postBody({ tags: ['ok', 'ok'] }));
    expect(twice.json().errors).toEqual({ tags: 'Each tag once.' });
    const noCover = await send(
      'POST',
      '/api/v1/admin/blog',
      staff,
      postBody({ coverImageKey: 'missing.webp' }),
    );
    expect(noCover.statusCode).toBe(400);
    expect(noCover.json().errors).toEqual({
      coverImageKey: 'The cover picture does not exist: upload it again.',
    });
    const post = expectStatus(
      await send('POST', '/api/v1/admin/blog', staff, postBody()),
      201,
    ).data;
    const past = await send('PUT', `/api/v1/admin/blog/${post.id}/publication`, staff, {
      action: 'schedule',
      at: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ at: 'Choose a moment in the future, or publish now.' });
    expect(
      expectStatus(await send('GET', `/api/v1/admin/blog/${post.id}`, staff), 200).data.status,
    ).toBe('draft');
    const noAlt = await uploadCover(staff, '');
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors).toEqual({
      alt: 'Describe the picture for readers who cannot see it (alt text).',
    });
    expect(await tableCount(blogPosts)).toBe(before + 1);
  });

  it('serves an uploaded cover as WebP renditions and previews Markdown as the blog renders it', async () => {
    const cover = expectStatus(await uploadCover(), 201).data;
    expect(cover).toMatchObject({ url: `/media/${cover.key}`, width: 1200, height: 800 });
    const image = await send('GET', cover.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await activityOf(cover.key)).map((entry) => entry.action)).toEqual([
      'blog.cover.upload',
    ]);

    const preview = expectStatus(
      await send('POST', '/api/v1/admin/markdown/preview', staff, {
        markdown: '# Title\n\n[x](javascript:alert(1)) <b>raw</b>',
      }),
      200,
    ).data.html;
    expect(preview).toContain('<h2>Title</h2>');
    expect(preview).not.toContain('href="javascript');
    expect(preview).toContain('&lt;b&gt;raw&lt;/b&gt;');
  });
});

describe('FAQs', () => {
  it('adds questions to groups, orders questions and groups, and the storefront follows', async () => {
    const add = async (category: string, question: string) =>
      expectStatus(
        await send('POST', '/api/v1/admin/faqs', staff, {
          category,
          question,
          answer: 'Yes.',
          isActive: true,
        }),
        201,
      ).data as { category: string; questions: { id: string; question: string }[] }[];
    await add('Payments', 'Do you take GCash?');
    await add('Payments', 'Can I pay in instalments?');
    const groups = await add('Warranty', 'How long is the warranty?');
    const payments = groups.find((group) => group.category === 'Payments')!;
    expect(payments.questions.map((q) => q.question).slice(-2)).toEqual([
      'Do you take GCash?',
      'Can I pay in instalments?',
    ]);
    expect(groups.at(-1)!.category).toBe('Warranty');

    const reversed = payments.questions.map((q) => q.id).reverse();
    const reordered = expectStatus(
      await send('PUT', '/api/v1/admin/faqs/order', staff, { ids: reversed }),
      200,
    ).data;
    expect(
      reordered
        .find((group: { category: string }) => group.category === 'Payments')
        .questions.map((q: { id: string }) => q.id),
    ).toEqual(reversed);

    const categories = groups.map((group) => group.category);
    const newOrder = ['Warranty', ...categories.filter((name) => name !== 'Warranty')];
    expectStatus(
      await send('PUT', '/api/v1/admin/faqs/groups/order', admin, { categories: newOrder }),
      200,
    );
    const shown = expectStatus(await send('GET', '/api/v1/public/faqs'), 200).data as {
      category: string;
      question: string;
    }[];
    expect(shown[0]!.category).toBe('Warranty');

    const warrantyId = groups.at(-1)!.questions[0]!.id;
    expectStatus(
      await send('PUT', `/api/v1/admin/faqs/${warrantyId}`, staff, {
        category: 'Warranty',
        question: 'How long is the warranty?',
        answer: 'Two years.',
        isActive: false,
      }),
      200,
    );
    const hidden = expectStatus(await send('GET', '/api/v1/public/faqs'), 200).data as {
      question: string;
    }[];
    expect(hidden.map((q) => q.question)).not.toContain('How long is the warranty?');
    expect((await activityOf(warrantyId)).map((entry) => entry.action)).toEqual([
      'faq.create',
      'faq.update',
    ]);
    expectStatus(await send('DELETE', `/api/v1/admin/faqs/${warrantyId}`, staff), 200);
    expect((await activityOf(warrantyId)).map((entry) => entry.action)).toContain('faq.delete');
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const before = await tableCount(faqs);
    const bad = await send('POST', '/api/v1/admin/faqs', staff, {
      category: '',
      question: 'Q?',
      answer: '',
      isActive: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      category: 'This field is required.',
      answer: 'This field is required.',
    });
    const groupOrder = await send('PUT', '/api/v1/admin/faqs/groups/order', staff, {
      categories: ['Nope'],
    });
    expect(groupOrder.statusCode).toBe(400);
    expect(groupOrder.json().errors).toEqual({
      categories: 'List every group once, in the order to show them.',
    });
    expect(await tableCount(faqs)).toBe(before);
  });
});

describe('pages', () => {
  it('lets staff write the terms; the storefront fills the placeholders it is configured with', async () => {
    const fresh = expectStatus(await send('GET', '/api/v1/admin/pages/terms', staff), 200).data;
    expect(fresh).toMatchObject({ stored: false, title: 'General Terms and Conditions' });
    expect((await send('GET', '/api/v1/public/pages/terms')).statusCode).toBe(404);
    // The storefront's legal dialog asks without a 404 in the console: null, the built-in text.
    expect(expectStatus(await send('GET', '/api/v1/public/legal-pages/terms'), 200)).toEqual({
      data: null,
    });
    expect((await send('GET', '/api/v1/public/legal-pages/about-us')).statusCode).toBe(400);
    const saved = expectStatus(
      await send('PUT', '/api/v1/admin/pages/terms', staff, {
        title: 'General Terms and Conditions',
        intro: 'Effective date: [Effective Date]',
        sections: [{ heading: 'Governing law', body: 'The courts of [Jurisdiction] decide.' }],
      }),
      200,
    ).data;
    expect(saved).toMatchObject({
      stored: true,
      sections: [{ heading: 'Governing law', imageKey: null }],
    });
    const shown = expectStatus(await send('GET', '/api/v1/public/pages/terms'), 200).data;
    // The test server has no LEGAL_* values: the placeholders stay for counsel to see.
    expect(shown.intro).toBe('Effective date: [Effective Date]');
    expect(shown.sections[0].html).toContain('The courts of [Jurisdiction] decide.');
    expect(expectStatus(await send('GET', '/api/v1/public/legal-pages/terms'), 200).data).toEqual(
      shown,
    );
    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordType, 'page'), eq(activityLog.action, 'page.create')));
    expect(entries).toHaveLength(1);
  });

  it('refuses a page that is not editable and a section without text', async () => {
    expect((await send('GET', '/api/v1/admin/pages/home', staff)).statusCode).toBe(400);
    const bad = await send('PUT', '/api/v1/admin/pages/privacy', staff, {
      title: 'Privacy',
      intro: '',
      sections: [{ heading: 'Data', body: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ 'sections.0.body': 'This field is required.' });
    expect(
      expectStatus(await send('GET', '/api/v1/admin/pages/privacy', staff), 200).data.stored,
    ).toBe(false);
  });
});
