import { describe, expect, it } from 'vitest';
import { injectPageMeta, SiteRegistry } from './page-meta';

const INDEX =
  '<!doctype html><html><head><title>Shop</title><meta name="description" content="Default"></head><body></body></html>';

describe('injectPageMeta', () => {
  it('replaces the title and description and adds canonical, Open Graph and JSON-LD', () => {
    const html = injectPageMeta(
      INDEX,
      {
        title: 'Alon 3-Seater Sofa | Shop',
        description: 'A sofa "for" <family>',
        canonical: '/product/detail/alon-sofa',
        image: '/media/sofa-charcoal.svg',
        type: 'product',
        jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
      },
      'https://shop.example.ph',
    );
    expect(html).toContain('<title>Alon 3-Seater Sofa | Shop</title>');
    expect(html).not.toContain('content="Default"');
    expect(html).toContain(
      '<meta name="description" content="A sofa &quot;for&quot; &lt;family&gt;">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example.ph/product/detail/alon-sofa">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example.ph/media/sofa-charcoal.svg">',
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('replaces a description tag written over several lines, as the built index.html has it', () => {
    const built =
      '<html><head><title>Shop</title>\n    <meta\n      name="description"\n      content="Default"\n    />\n</head></html>';
    const html = injectPageMeta(
      built,
      { title: 'T', description: 'Own', canonical: '/' },
      'http://x',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Own"');
  });
});

describe('SiteRegistry', () => {
  it('answers with the first resolver that knows the page, and merges sitemap sources', async () => {
    const registry = new SiteRegistry();
    registry.addPageMeta(({ pathname }) =>
      pathname.startsWith('/blog/')
        ? { title: 'Blog', description: '', canonical: pathname }
        : null,
    );
    registry.addPageMeta(() => ({ title: 'Fallback', description: '', canonical: '/' }));
    registry.addSitemapSource(async () => [{ loc: '/a' }]);
    registry.addSitemapSource(async () => [{ loc: '/b' }]);
    expect(
      (await registry.resolve({ pathname: '/blog/x', query: new URLSearchParams() }))?.title,
    ).toBe('Blog');
    expect(
      (await registry.resolve({ pathname: '/faqs', query: new URLSearchParams() }))?.title,
    ).toBe('Fallback');
    expect(await registry.sitemap()).toEqual([{ loc: '/a' }, { loc: '/b' }]);
  });
});
