import { describe, expect, it } from 'vitest';
import { productLinksIn } from './product-links';

describe('productLinksIn', () => {
  it('reads product links by friendly URL and by id, in order, each once', () => {
    const markdown = [
      'Try the [Lanai chair](/product/detail/lanai-chair) or a [table](/products/detail/0d9c1f3e-7a51-4a8e-9c0b-2b7a6d1e4f10).',
      '',
      '- again: [chair](https://casafilipina.ph/product/detail/lanai-chair?ref=blog)',
      '- not a product: [all products](/products), [blog](/blog/detail/x), [ext](https://example.com/p)',
      '',
      '## [Heading link](/product/detail/sofa%20bed)',
    ].join('\n');
    expect(productLinksIn(markdown)).toEqual([
      'lanai-chair',
      '0d9c1f3e-7a51-4a8e-9c0b-2b7a6d1e4f10',
      'sofa bed',
    ]);
  });

  it('finds nothing in an article without product links', () => {
    expect(productLinksIn('Plain text with [a page](/faqs).')).toEqual([]);
  });
});
