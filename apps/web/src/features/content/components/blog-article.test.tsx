import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { callsTo, mockApi } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';

// Each test renders the whole storefront (and types into MUI fields): on a busy machine a
// screen can take longer than the default 1 s wait and 5 s test budget.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const summary = (n: number) => ({
  _id: `b${n}`,
  title: `Related article ${n}`,
  slug: `related-${n}`,
  excerpt: 'More to read.',
  cover_image: { url: `/media/related-${n}.svg`, alt: '', width: 1200, height: 600 },
  author: 'Carlo Mendoza',
  published_at: '2026-08-19T01:00:00.000Z',
  tags: ['narra'],
  reading_minutes: 3,
});

const article = {
  _id: 'b1',
  title: 'Caring for Narra Wood in Humid Weather',
  slug: 'caring-for-narra-wood',
  excerpt: 'Keep your narra beautiful through the rainy season.',
  cover_image: {
    url: '/media/blog-narra.svg',
    alt: 'Illustration of a narra dining set',
    width: 1200,
    height: 600,
  },
  author: 'Marites Dizon',
  published_at: '2026-03-14T01:00:00.000Z',
  tags: ['wood care', 'narra'],
  reading_minutes: 5,
  html: '<p>Narra moves with the seasons.</p><h2>Keep the air moving</h2><ul><li>Open the windows.</li></ul><p>Questions? Read <a href="/faqs">our FAQs</a>.</p>',
  related: [summary(2), summary(3)],
  linked_products: [],
};

test('the article: title, byline, tags, cover, body, share links and related posts', async () => {
  const fetchMock = mockApi({
    'GET /api/v1/public/blogs/caring-for-narra-wood': { body: { data: article } },
  });
  await renderApp('/blog/detail/caring-for-narra-wood');
  const main = screen.getByRole('main');

  expect(
    await within(main).findByRole('heading', {
      level: 1,
      name: 'Caring for Narra Wood in Humid Weather',
    }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Caring for Narra Wood in Humid Weather | Casa Filipina Furniture');
  expect(main).toHaveTextContent('By Marites Dizon');
  expect(main).toHaveTextContent('March 14, 2026');
  expect(main).toHaveTextContent('5 min read');
  expect(
    within(main).getByRole('img', { name: 'Illustration of a narra dining set' }),
  ).toHaveAttribute('src', '/media/blog-narra.svg');
  expect(
    within(main).getByRole('heading', { level: 2, name: 'Keep the air moving' }),
  ).toBeInTheDocument();
  expect(within(main).getByText('Open the windows.').tagName).toBe('LI');
  expect(within(main).getByRole('link', { name: 'More articles tagged narra' })).toHaveAttribute(
    'href',
    '/blogs?tag=narra',
  );
  expect(within(main).getByRole('link', { name: 'All articles' })).toHaveAttribute(
    'href',
    '/blogs',
  );

  const url = `${window.location.origin}/blog/detail/caring-for-narra-wood`;
  const facebook = within(main).getByRole('link', {
    name: 'Share on Facebook (opens in a new tab)',
  });
  expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  expect(facebook).toHaveAttribute('target', '_blank');
  expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  const x = within(main).getByRole('link', { name: 'Share on X (opens in a new tab)' });
  expect(x.getAttribute('href')).toContain(
    `https://x.com/intent/tweet?url=${encodeURIComponent(url)}`,
  );
  expect(within(main).getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toMatch(
    /^mailto:\?subject=Caring%20for%20Narra/,
  );
  expect(
    within(main).getByRole('button', { name: 'Copy link to this article' }),
  ).toBeInTheDocument();

  const related = within(main).getByRole('region', { name: 'Related articles' });
  expect(
    within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Related article 2', 'Related article 3']);
  expect(within(related).getByRole('link', { name: 'Related article 2' })).toHaveAttribute(
    'href',
    '/blog/detail/related-2',
  );
  expect(callsTo(fetchMock, '/api/v1/public/blogs/caring-for-narra-wood')).toHaveLength(1);
});

test('Copy link puts the address on the clipboard and says so', async () => {
  mockApi({ 'GET /api/v1/public/blogs/b1': { body: { data: { ...article, related: [] } } } });
  const { user } = await renderApp('/blog/detail/b1');
  await user.click(await screen.findByRole('button', { name: 'Copy link to this article' }));
  expect(await navigator.clipboard.readText()).toBe(
    `${window.location.origin}/blog/detail/caring-for-narra-wood`,
  );
  expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Related articles' })).toBeNull();
});

test('a link to a page of the shop inside the article opens it without reloading', async () => {
  mockApi({ 'GET /api/v1/public/blogs/b1': { body: { data: { ...article, related: [] } } } });
  const { user, router } = await renderApp('/blog/detail/b1');
  await user.click(await screen.findByRole('link', { name: 'our FAQs' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/faqs'));
  expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
});

test('an article that does not exist says so, with a way back to the list', async () => {
  mockApi({
    'GET /api/v1/public/blogs/gone': {
      status: 404,
      body: { message: 'The article does not exist.' },
    },
  });
  await renderApp('/blog/detail/gone');
  expect(await screen.findByText('The article does not exist.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Blog Details' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blogs');
});
