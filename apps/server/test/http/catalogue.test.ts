import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface CategoryEntry {
  _id: string;
  name: string;
  friendlyUrl: string;
  image: string | null;
  isActive: boolean;
  children: { _id: string; friendlyUrl: string; isActive: boolean }[];
  active_children: { _id: string }[];
}

describe('GET /api/v1/public/announcements', () => {
  it('lists the active announcements of the project', async () => {
    const response = await t.app.inject({
      url: '/api/v1/public/announcements?projectId=test-shop',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { _id: string; text: string }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]?.text.length).toBeGreaterThan(10);
    const one = await t.app.inject({ url: `/api/v1/public/announcements/${data[0]?._id}` });
    expect(one.json()).toEqual({ data: data[0] });
  });

  it('has none for another project', async () => {
    const response = await t.app.inject({
      url: '/api/v1/public/announcements?projectId=someone-else',
    });
    expect(response.json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown announcement and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      url: '/api/v1/public/announcements/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The announcement does not exist.' });
    const bad = await t.app.inject({ url: '/api/v1/public/announcements/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The announcement id is not valid.');
  });
});

describe('GET /api/v1/categories/map', () => {
  it('returns the top categories with their active children and images', async () => {
    const response = await t.app.inject({
      url: '/api/v1/categories/map?projectId=test-shop&limit=20',
    });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json() as { data: CategoryEntry[]; meta: { total: number } };
    expect(data.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Living Room', 'Bedroom', 'Dining', 'Office', 'Outdoor', 'Decor']),
    );
    expect(meta.total).toBe(data.length);
    for (const category of data) {
      expect(category.children.length).toBeGreaterThan(0);
      expect(category.active_children).toEqual(
        category.children.map((child) => ({ _id: child._id })),
      );
      expect(category.image).toMatch(/^\/media\/.+\.svg$/);
    }
  });

  it('never shows an inactive category', async () => {
    const inactive = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.isActive, false));
    expect(inactive.length).toBeGreaterThan(0);
    const { data } = (await t.app.inject({ url: '/api/v1/categories/map?limit=100' })).json() as {
      data: CategoryEntry[];
    };
    const shown = data.flatMap((c) => [c._id, ...c.children.map((child) => child._id)]);
    for (const row of inactive) expect(shown).not.toContain(row.id);
  });

  it('pages the header categories: newest first, 4 at a time', async () => {
    const first = (
      await t.app.inject({
        url: '/api/v1/categories/map?sort_by=created_at&sort_order=desc&page=1&limit=4',
      })
    ).json();
    const second = (
      await t.app.inject({
        url: '/api/v1/categories/map?sort_by=created_at&sort_order=desc&page=2&limit=4',
      })
    ).json();
    expect(first.data).toHaveLength(4);
    expect(first.meta).toEqual({ page: 1, limit: 4, total: first.meta.total });
    const ids = [...first.data, ...second.data].map((c: CategoryEntry) => c._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves images out when load_image=0', async () => {
    const { data } = (
      await t.app.inject({ url: '/api/v1/categories/map?load_image=0' })
    ).json() as { data: CategoryEntry[] };
    expect(data.every((c) => c.image === null)).toBe(true);
  });

  it.each([
    ['page=0', 'page must be 1 or more.'],
    ['limit=10000', 'limit must be 100 or less.'],
    ['sort_by=price', 'sort_by'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const response = await t.app.inject({ url: `/api/v1/categories/map?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /api/v1/public/branches/dropdown', () => {
  it('lists the active branches with exactly one default', async () => {
    const response = await t.app.inject({
      url: '/api/v1/public/branches/dropdown?project_id=test-shop&perPage=999&status=ACTIVE',
    });
    const { data } = response.json() as {
      data: {
        is_default: boolean;
        friend_url: string;
        friendly_url: string;
        address: string;
        hours: string;
        phone: string;
      }[];
    };
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.filter((b) => b.is_default)).toHaveLength(1);
    for (const branch of data) {
      expect(branch.friend_url).toBe(branch.friendly_url);
      expect(branch.address).not.toBe('');
      expect(branch.hours).not.toBe('');
      expect(branch.phone).not.toBe('');
    }
    expect(response.headers['cache-control']).toContain('public');
  });

  it('refuses a page size above the spec limit of 999', async () => {
    const response = await t.app.inject({ url: '/api/v1/public/branches/dropdown?perPage=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('perPage must be 999 or less.');
  });
});

describe('GET /media/{key}', () => {
  it('serves a generated category image as SVG, cached for a year', async () => {
    const { data } = (await t.app.inject({ url: '/api/v1/categories/map' })).json() as {
      data: CategoryEntry[];
    };
    const response = await t.app.inject({ url: data[0]?.image ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('<svg');
  });

  it('answers 404 for an unknown image and 400 for a bad name', async () => {
    expect((await t.app.inject({ url: '/media/nothing-here.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});
