import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  dehydrateQueries,
  hydrateQueries,
  PAGE_DATA_ID,
  readPageData,
  serializePageData,
} from './page-data';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

/** What the browser finds after the server wrote the page data into the HTML. */
function throughHtml(server: QueryClient) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = serializePageData({
    router: { loaderData: { root: null } },
    queries: dehydrateQueries(server),
    sections: ['layout/footer', 'home/featured-products'],
    layout: { mobile: true },
  });
  document.body.append(script);
  return readPageData(document);
}

describe('the page data a server-rendered page carries', () => {
  test('the browser’s cache gets the server’s reads, a failed one still an ApiError', async () => {
    const server = client();
    server.setQueryData(['product', 'narra-bench'], { name: 'Narra bench', price: 12500 });
    await server
      .prefetchQuery({
        queryKey: ['product', 'gone'],
        queryFn: () => {
          throw new ApiError({ ok: false, status: 404, message: 'Product not found.' });
        },
      })
      .catch(() => undefined);

    const data = throughHtml(server);
    expect(data?.router.loaderData).toEqual({ root: null });
    expect(data?.sections).toEqual(['layout/footer', 'home/featured-products']);
    expect(data?.layout).toEqual({ mobile: true });
    const browser = client();
    hydrateQueries(browser, data!.queries);

    expect(browser.getQueryData(['product', 'narra-bench'])).toEqual({
      name: 'Narra bench',
      price: 12500,
    });
    const failed = browser.getQueryState(['product', 'gone']);
    expect(failed?.status).toBe('error');
    expect(failed?.error).toBeInstanceOf(ApiError);
    expect((failed?.error as ApiError).status).toBe(404);
    expect((failed?.error as ApiError).message).toBe('Product not found.');
  });

  test('text that would close the script tag is escaped', () => {
    const server = client();
    server.setQueryData(['blog'], { html: '</script><script>alert(1)</script>' });
    const json = serializePageData({
      router: {},
      queries: dehydrateQueries(server),
      sections: [],
      layout: { mobile: false },
    });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).queries.queries[0].state.data.html).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  test('a page without page data (the client shell) or with broken data has none', () => {
    expect(readPageData(document)).toBeNull();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_ID;
    script.textContent = '{broken';
    document.body.append(script);
    expect(readPageData(document)).toBeNull();
  });
});
