import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBlogDocument } from '../../src/modules/content/blog-document';
import {
  BlogImportError,
  importBlogDirectory,
  importBlogPosts,
  readBlogDirectory,
} from '../../src/modules/content/blog-importer';
import { SEED_BLOG_DIR, seedContentIfEmpty } from '../../src/seed/content/index';
import { createTestApp, type TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';

interface BlogSummary {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  cover_image: { url: string; alt: string; width: number; height: number };
  author: string;
  published_at: string;
  tags: string[];
  reading_minutes: number;
}
interface BlogDetail extends BlogSummary {
  html: string;
  related: BlogSummary[];
}

const post = (front: Record<string, string>, body: string) =>
  parseBlogDocument(
    `---\n${Object.entries(front)
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n')}\n---\n\n${body}\n`,
  );

let t: TestApp;
let seeded: BlogSummary[];
beforeAll(async () => {
  t = await createTestApp();
  await seedContentIfEmpty(t.database.db, { projectId: TEST_PROJECT_ID });
  await importBlogPosts(t.database.db, TEST_PROJECT_ID, [
    post(
      { title: 'A draft', slug: 'a-draft', author: 'Ana', published: 'false', tags: 'rattan' },
      'Not ready yet.',
    ),
    post(
      {
        title: 'Scheduled',
        slug: 'scheduled',
        author: 'Ana',
        published: '2999-01-01',
        tags: 'rattan',
      },
      'Coming soon.',
    ),
  ]);
  seeded = (await t.app.inject({ url: '/api/v1/public/blogs?limit=50' })).json().data;
});
afterAll(() => t.close());

describe('GET /api/v1/public/blogs', () => {
  it('lists the published articles newest first, nine to a page by default', async () => {
    const response = await t.app.inject({ url: '/api/v1/public/blogs' });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json() as { data: BlogSummary[]; meta: unknown };
    expect(meta).toEqual({ page: 1, limit: 9, total: 7 });
    expect(data).toHaveLength(7);
    const dates = data.map((item) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Choosing a Mattress for Hot, Humid Nights',
      slug: 'choosing-a-mattress-for-tropical-sleep',
      excerpt: expect.stringContaining('Foam, springs or hybrid?'),
      cover_image: {
        url: expect.stringMatching(
          /^\/media\/blog-choosing-a-mattress-for-tropical-sleep-[0-9a-f]+\.svg$/,
        ),
        alt: 'Illustration of a bed with an oatmeal headboard and a nightstand',
        width: 1200,
        height: 600,
      },
      author: 'Marites Dizon',
      published_at: '2026-10-05T01:00:00.000Z',
      tags: ['bedroom', 'mattresses', 'buying guide'],
      reading_minutes: expect.any(Number),
    });
  });

  it('never lists drafts or articles scheduled for later', () => {
    expect(seeded.map((item) => item.slug)).not.toContain('a-draft');
    expect(seeded.map((item) => item.slug)).not.toContain('scheduled');
  });

  it('pages through the list', async () => {
    const first = (await t.app.inject({ url: '/api/v1/public/blogs?limit=3&page=1' })).json();
    const third = (await t.app.inject({ url: '/api/v1/public/blogs?limit=3&page=3' })).json();
    expect(first.meta).toEqual({ page: 1, limit: 3, total: 7 });
    expect(first.data.map((item: BlogSummary) => item.slug)).toEqual(
      seeded.slice(0, 3).map((item) => item.slug),
    );
    expect(third.data.map((item: BlogSummary) => item.slug)).toEqual([seeded[6]?.slug]);
    const beyond = (await t.app.inject({ url: '/api/v1/public/blogs?limit=3&page=9' })).json();
    expect(beyond).toEqual({ data: [], meta: { page: 9, limit: 3, total: 7 } });
  });

  it('filters by tag, in any case', async () => {
    const response = await t.app.inject({ url: '/api/v1/public/blogs?tag=Condo%20Living' });
    const { data, meta } = response.json() as { data: BlogSummary[]; meta: { total: number } };
    expect(data.map((item) => item.slug)).toEqual([
      'small-space-living-in-metro-manila',
      'choosing-a-sofa-for-your-condo',
    ]);
    expect(meta.total).toBe(2);
    const none = (await t.app.inject({ url: '/api/v1/public/blogs?tag=nothing' })).json();
    expect(none).toEqual({ data: [], meta: { page: 1, limit: 9, total: 0 } });
  });

  it('rejects a bad page size with a clear message', async () => {
    const response = await t.app.inject({ url: '/api/v1/public/blogs?limit=51' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'limit: limit must be 50 or less.',
      errors: { limit: 'limit must be 50 or less.' },
    });
  });
});

describe('GET /api/v1/public/blog-tags', () => {
  it('counts the tags of published articles, most used first, then by name', async () => {
    const { data } = (await t.app.inject({ url: '/api/v1/public/blog-tags' })).json() as {
      data: { tag: string; count: number }[];
    };
    expect(data.slice(0, 2)).toEqual([
      { tag: 'buying guide', count: 3 },
      { tag: 'maintenance', count: 3 },
    ]);
    expect(data).toContainEqual({ tag: 'rattan', count: 1 });
    const counts = data.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('GET /api/v1/public/blogs/:id', () => {
  it('finds an article by slug and by id, with its body as HTML', async () => {
    const bySlug = await t.app.inject({ url: '/api/v1/public/blogs/rattan-furniture-guide' });
    expect(bySlug.statusCode).toBe(200);
    const article = bySlug.json().data as BlogDetail;
    expect(article.title).toBe(
      'The Rattan Furniture Guide: Buying, Styling and Caring for Woven Pieces',
    );
    expect(article.html).toContain('<h2>How to spot good workmanship</h2>');
    expect(article.html).toContain('<a href="/our-locations">Cebu City showroom</a>');
    const byId = await t.app.inject({ url: `/api/v1/public/blogs/${article._id}` });
    expect(byId.json().data).toEqual(article);
  });

  it('relates up to three articles that share its tags, never itself', async () => {
    const { data } = (
      await t.app.inject({ url: '/api/v1/public/blogs/small-space-living-in-metro-manila' })
    ).json() as { data: BlogDetail };
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.length).toBeLessThanOrEqual(3);
    // The condo sofa guide shares two tags (condo living, small spaces): the most.
    expect(data.related[0]?.slug).toBe('choosing-a-sofa-for-your-condo');
    for (const related of data.related) {
      expect(related.slug).not.toBe(data.slug);
      expect(related.tags.some((tag) => data.tags.includes(tag))).toBe(true);
      expect(related).not.toHaveProperty('html');
    }
  });

  it.each([
    ['an unknown slug', 'no-such-article'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a draft', 'a-draft'],
    ['a scheduled article', 'scheduled'],
  ])('answers 404 for %s', async (_, id) => {
    const response = await t.app.inject({ url: `/api/v1/public/blogs/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The article does not exist.' });
  });

  it('serves the generated cover as an SVG image', async () => {
    const cover = seeded[0]?.cover_image.url ?? '';
    const response = await t.app.inject({ url: cover });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg[^>]+viewBox="0 0 1200 600"/);
  });
});

describe('unsafe Markdown', () => {
  let html: string;
  beforeAll(async () => {
    await importBlogPosts(t.database.db, TEST_PROJECT_ID, [
      post(
        { title: 'Hostile', slug: 'hostile', author: 'Mallory', published: '2020-01-01' },
        [
          '<script>alert("x")</script>',
          '',
          '<img src=x onerror=alert(1)>',
          '',
          '[click](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
          '',
          '<a href="javascript:alert(2)">raw link</a>',
          '',
          '[ref]: javascript:alert(3)',
          '',
          'A [reference][ref], an <javascript:alert(4)> autolink, ![pic](data:image/png;base64,AAAA)',
          '',
          '[shop](https://example.ph/sale) [home](/products) [mail](mailto:care@example.ph)',
        ].join('\n'),
      ),
    ]);
    html = (await t.app.inject({ url: '/api/v1/public/blogs/hostile' })).json().data.html;
  });

  it('escapes raw HTML instead of passing it through', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<a href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('never turns script or data URLs into links or images', () => {
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/src="\s*(javascript|data):/i);
    expect(html).not.toMatch(/<a [^>]*>click<\/a>/);
    expect(html).not.toMatch(/<a [^>]*>reference<\/a>/);
  });

  it('keeps web, shop and mail links, opening external ones safely', () => {
    expect(html).toContain(
      '<a href="https://example.ph/sale" target="_blank" rel="noopener noreferrer">shop</a>',
    );
    expect(html).toContain('<a href="/products">home</a>');
    expect(html).toContain('<a href="mailto:care@example.ph">mail</a>');
  });
});

describe('importing Markdown files', () => {
  it('reads the seed folder the same way the command line does', async () => {
    const posts = await readBlogDirectory(SEED_BLOG_DIR);
    expect(posts).toHaveLength(7);
    for (const item of posts) {
      expect(item.publishedAt).toBeInstanceOf(Date);
      expect(item.tags.length).toBeGreaterThan(0);
      expect(item.excerpt.length).toBeGreaterThan(40);
    }
  });

  it('creates new slugs and updates existing ones', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-blogs-'));
    await writeFile(
      path.join(dir, 'rattan-furniture-guide.md'),
      '---\ntitle: Rattan, Revised\nauthor: Jen Abad\npublished: 2026-05-30\ntags: rattan\n---\n\nUpdated text about rattan.\n',
    );
    await writeFile(
      path.join(dir, 'new-post.md'),
      '---\ntitle: A New Post\nslug: brand-new-post\nauthor: Ana\npublished: 2026-11-01\ntags: News, rattan\ncover: hammock\ncover_color: teal\n---\n\nFresh **news**.\n',
    );
    const result = await importBlogDirectory(t.database.db, TEST_PROJECT_ID, dir);
    expect(result).toEqual({ created: ['brand-new-post'], updated: ['rattan-furniture-guide'] });
    const updated = (
      await t.app.inject({ url: '/api/v1/public/blogs/rattan-furniture-guide' })
    ).json().data as BlogDetail;
    expect(updated.title).toBe('Rattan, Revised');
    expect(updated.html).toBe('<p>Updated text about rattan.</p>\n');
    const created = (await t.app.inject({ url: '/api/v1/public/blogs/brand-new-post' })).json()
      .data as BlogDetail;
    expect(created).toMatchObject({
      title: 'A New Post',
      excerpt: 'Fresh news.',
      tags: ['news', 'rattan'],
      reading_minutes: 1,
      published_at: '2026-11-01T01:00:00.000Z',
    });
    expect(created.cover_image.alt).toBe('Illustration of a hammock on a wooden stand');
  });

  it('reports every bad file and stores nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-blogs-'));
    await writeFile(path.join(dir, 'a.md'), 'no front matter');
    await writeFile(
      path.join(dir, 'b.md'),
      '---\ntitle: B\nauthor: Ana\npublished: someday\ncover: spaceship\n---\n\nText.\n',
    );
    await writeFile(
      path.join(dir, 'c.md'),
      '---\ntitle: C\nauthor: Ana\npublished: 2026-01-01\n---\n\nOk.\n',
    );
    const attempt = importBlogDirectory(t.database.db, TEST_PROJECT_ID, dir);
    await expect(attempt).rejects.toThrow(BlogImportError);
    await expect(attempt).rejects.toThrow(
      /a\.md: The file must start with a front matter block[\s\S]*b\.md: published must be a date \(2026-03-14\), or false; cover\.0 must name furniture kinds/,
    );
    const missing = await t.app.inject({ url: '/api/v1/public/blogs/c' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('caching', () => {
  it('sends an ETag and answers 304 when the client has the same list', async () => {
    const first = await t.app.inject({ url: '/api/v1/public/blogs?limit=2' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await t.app.inject({
      url: '/api/v1/public/blogs?limit=2',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({
      url: '/api/v1/public/blogs?limit=3',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('does the same for an article, its tags, and weak validators', async () => {
    for (const url of [
      '/api/v1/public/blogs/assembly-service-explained',
      '/api/v1/public/blog-tags',
    ]) {
      const etag = (await t.app.inject({ url })).headers.etag as string;
      const again = await t.app.inject({ url, headers: { 'if-none-match': `W/${etag}, "x"` } });
      expect(again.statusCode).toBe(304);
    }
  });
});
