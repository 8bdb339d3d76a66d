import MarkdownIt from 'markdown-it';

// The storefront's two product routes (apps/web config/paths.ts): by id and by friendly URL.
const PRODUCT_PATH = /^\/products?\/detail\/([^/?#]+)\/?(?:[?#].*)?$/;
// A link written with the shop's own address still points at a product page.
const ORIGIN = /^https?:\/\/[^/]+/i;

const md = new MarkdownIt({ html: false, linkify: true });

function productRef(href: string): string | null {
  const match = PRODUCT_PATH.exec(href.replace(ORIGIN, ''));
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The product ids or friendly URLs an article links to, in the order the links appear (each
 * once). Which of them still exist is the catalogue's answer, not this one's.
 */
export function productLinksIn(markdown: string): string[] {
  const refs: string[] = [];
  for (const block of md.parse(markdown, {})) {
    for (const token of block.children ?? []) {
      if (token.type !== 'link_open') continue;
      const ref = productRef(String(token.attrGet('href') ?? ''));
      if (ref && !refs.includes(ref)) refs.push(ref);
    }
  }
  return refs;
}
