import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, test } from 'vitest';
import { getAboutUsQueryOptions } from '../features/content/api/get-about-us';
import { getBlogQueryOptions } from '../features/content/api/get-blog';
import { getBlogTagsQueryOptions } from '../features/content/api/get-blog-tags';
import { getBlogsQueryOptions } from '../features/content/api/get-blogs';
import { getFaqsQueryOptions } from '../features/content/api/get-faqs';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { callsTo, mockApi } from '../testing/api-mock';
import { clientLoader as aboutUsLoader } from './routes/about-us';
import { clientLoader as blogDetailsLoader } from './routes/blog-details';
import { clientLoader as blogsLoader } from './routes/blogs';
import { clientLoader as faqsLoader } from './routes/faqs';

const blog = {
  _id: 'b-1',
  title: 'Caring for narra',
  slug: 'caring-for-narra',
  excerpt: 'Oil it twice a year.',
  cover_image: { url: '/media/narra.jpg', alt: 'A narra table', width: 1200, height: 800 },
  author: 'The shop',
  published_at: '2026-10-01T00:00:00.000Z',
  tags: ['Care'],
  reading_minutes: 3,
};

let queryClient: QueryClient;
beforeEach(async () => {
  await loadRuntimeConfig();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

const args = (url: string, params: Record<string, string> = {}) => ({
  request: new Request(new URL(url, window.location.origin)),
  params,
});

/** Waits until the query under `queryKey` has its data, as the screen would then find it. */
async function settled(queryKey: readonly unknown[]) {
  await expect.poll(() => queryClient.getQueryState(queryKey)?.status).toBe('success');
  return queryClient.getQueryData(queryKey);
}

describe('content route loaders prefetch with the screens’ own query options', () => {
  test('/blogs: the tags and the page and tag the URL names', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/public/blog-tags': { body: { data: [{ tag: 'Care', count: 1 }] } },
      'GET /api/v1/public/blogs': {
        body: { data: [blog], meta: { page: 2, limit: 9, total: 10 } },
      },
    });
    // The promise settles once both reads are in: what the server render waits for.
    await blogsLoader(queryClient)(args('/blogs?tag=Care&page=2'));
    expect(queryClient.getQueryData(getBlogTagsQueryOptions().queryKey)).toEqual([
      { tag: 'Care', count: 1 },
    ]);
    expect(
      queryClient.getQueryData(getBlogsQueryOptions({ page: 2, tag: 'Care' }).queryKey),
    ).toEqual({
      items: [blog],
      meta: { page: 2, limit: 9, total: 10 },
    });
    const [call] = callsTo(fetchMock, '/api/v1/public/blogs');
    expect(Object.fromEntries(call!.url.searchParams)).toMatchObject({ page: '2', tag: 'Care' });
  });

  test('/blogs/:id, /faqs and /about-us', async () => {
    mockApi({
      'GET /api/v1/public/blogs/caring-for-narra': {
        body: { data: { ...blog, html: '', related: [], linked_products: [] } },
      },
      'GET /api/v1/public/faqs': { body: { data: [] } },
      'GET /api/v1/public/pages/about-us': {
        body: { data: { title: 'About Us', intro: '', sections: [] } },
      },
    });
    blogDetailsLoader(queryClient)(args('/blogs/caring-for-narra', { id: 'caring-for-narra' }));
    faqsLoader(queryClient)(args('/faqs'));
    aboutUsLoader(queryClient)(args('/about-us'));
    expect(await settled(getBlogQueryOptions('caring-for-narra').queryKey)).toMatchObject({
      slug: 'caring-for-narra',
    });
    expect(await settled(getFaqsQueryOptions().queryKey)).toEqual([]);
    expect(await settled(getAboutUsQueryOptions().queryKey)).toMatchObject({ title: 'About Us' });
  });
});
