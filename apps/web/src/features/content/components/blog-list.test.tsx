import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { callsTo, mockApi, type MockRequest } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';

// Each test renders the whole storefront (and types into MUI fields): on a busy machine a
// screen can take longer than the default 1 s wait and 5 s test budget.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const blog = (n: number, tags: string[]) => ({
  _id: `b${n}`,
  title: `Article ${n}`,
  slug: `article-${n}`,
  excerpt: `What article ${n} is about.`,
  cover_image: { url: `/media/blog-${n}.svg`, alt: `Cover ${n}`, width: 1200, height: 600 },
  author: 'Marites Dizon',
  published_at: '2026-09-10T01:00:00.000Z',
  tags,
  reading_minutes: 4,
});

const all = Array.from({ length: 12 }, (_, index) =>
  blog(index + 1, index % 3 === 0 ? ['narra', 'wood care'] : ['sofas']),
);

/** The blogs API as the server answers it: tag filter, then pages of `limit`. */
function blogsApi({ url }: MockRequest) {
  const tag = url.searchParams.get('tag');
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 9);
  const matching = tag ? all.filter((item) => item.tags.includes(tag)) : all;
  return {
    body: {
      data: matching.slice((page - 1) * limit, page * limit),
      meta: { page, limit, total: matching.length },
    },
  };
}

const tags = [
  { tag: 'sofas', count: 8 },
  { tag: 'narra', count: 4 },
  { tag: 'wood care', count: 4 },
];

function mockBlogs() {
  return mockApi({
    'GET /api/v1/public/blogs': blogsApi,
    'GET /api/v1/public/blog-tags': { body: { data: tags } },
  });
}

const cardTitles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

test('cards show cover, title, excerpt, author, date and reading time, linking to the article', async () => {
  mockBlogs();
  await renderApp('/blogs');
  const card = (await screen.findByRole('heading', { level: 2, name: 'Article 1' })).closest(
    'article',
  )!;
  expect(within(card).getByRole('link', { name: 'Article 1' })).toHaveAttribute(
    'href',
    '/blog/detail/article-1',
  );
  expect(card).toHaveTextContent('What article 1 is about.');
  expect(card).toHaveTextContent('By Marites Dizon');
  expect(card).toHaveTextContent('September 10, 2026');
  expect(card).toHaveTextContent('4 min read');
  const cover = card.querySelector('img')!;
  expect(cover).toHaveAttribute('src', '/media/blog-1.svg');
  expect(cover).toHaveAttribute('width', '1200');
  expect(cover).toHaveAttribute('height', '600');
  expect(cardTitles()).toHaveLength(9);
  expect(screen.getByText('12 articles')).toBeInTheDocument();
  expect(document.title).toBe('Blogs | Casa Filipina Furniture');
});

test('a tag chip filters the list and is kept in the URL; All articles clears it', async () => {
  const fetchMock = mockBlogs();
  const { user, router } = await renderApp('/blogs');
  await screen.findByRole('heading', { name: 'Article 1' });
  const filter = screen.getByRole('list', { name: 'Filter articles by tag' });
  expect(within(filter).getByRole('button', { name: 'All articles' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(within(filter).getByRole('button', { name: 'narra' }));
  await waitFor(() => expect(router.state.location.search).toBe('?tag=narra'));
  await waitFor(() =>
    expect(cardTitles()).toEqual(['Article 1', 'Article 4', 'Article 7', 'Article 10']),
  );
  expect(within(filter).getByRole('button', { name: 'narra' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByText('4 articles tagged “narra”')).toBeInTheDocument();
  const tagged = callsTo(fetchMock, '/api/v1/public/blogs').at(-1)!;
  expect(Object.fromEntries(tagged.url.searchParams)).toEqual({
    page: '1',
    limit: '9',
    tag: 'narra',
  });

  await user.click(within(filter).getByRole('button', { name: 'All articles' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  await waitFor(() => expect(cardTitles()).toHaveLength(9));
});

test('opening /blogs?tag=… filters at once; a tag that has no articles says so', async () => {
  mockBlogs();
  const { user, router } = await renderApp('/blogs?tag=wood%20care');
  await waitFor(() =>
    expect(cardTitles()).toEqual(['Article 1', 'Article 4', 'Article 7', 'Article 10']),
  );

  await router.navigate('/blogs?tag=outdoor');
  expect(await screen.findByText('No articles tagged “outdoor” yet.')).toBeInTheDocument();
  // The unknown tag still shows as pressed, so it can be cleared.
  expect(screen.getByRole('button', { name: 'outdoor' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Show all articles' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  await waitFor(() => expect(cardTitles()).toHaveLength(9));
});

test('pagination moves through the pages and keeps the page in the URL', async () => {
  mockBlogs();
  const { user, router } = await renderApp('/blogs');
  await screen.findByRole('heading', { name: 'Article 1' });
  const pagination = screen.getByRole('navigation', { name: 'pagination navigation' });

  await user.click(within(pagination).getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  await waitFor(() => expect(cardTitles()).toEqual(['Article 10', 'Article 11', 'Article 12']));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
});

test('loading shows placeholders; a failure shows the message and Try again', async () => {
  let fail = true;
  mockApi({
    'GET /api/v1/public/blogs': (request) =>
      fail
        ? { status: 503, body: { message: 'The shop is under maintenance.' } }
        : blogsApi(request),
    'GET /api/v1/public/blog-tags': { body: { data: [] } },
  });
  const { user } = await renderApp('/blogs');
  expect(await screen.findByText('We could not load the articles.')).toBeInTheDocument();
  expect(screen.getByText('The shop is under maintenance.')).toBeInTheDocument();

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Article 1' })).toBeInTheDocument();
});
