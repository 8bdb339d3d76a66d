import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The page's critical CSS travels in `<style>` tags that the browser keeps where the server put
 * them. Under emotion's own attribute (`data-emotion`), emotion's browser cache moves every such
 * tag when it starts (twice: once when created, once when adopting them into its sheet), and
 * each move makes the browser parse the stylesheet again and restyle the whole page: on a phone
 * that was the longest task of hydrating a product page. Under this attribute emotion leaves
 * the tags alone: `createHydratingEmotionCache` makes a cache that knows the component rules
 * (`css …`) are already in, and the baseline's global rules (`css-global …`) stay the page's own
 * (`CssBaseline` does not write them again, see css-baseline.tsx).
 */
export const CRITICAL_CSS_ATTRIBUTE = 'data-critical-css';

/** The key of the emotion cache on both sides (class names `css-<hash>`, emotion's default). */
export const EMOTION_KEY = 'css';

/** What `@emotion/server`'s `extractCriticalToChunks` returns. */
export interface CriticalChunks {
  styles: { key: string; ids: string[]; css: string }[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The key of an empty tag naming the rules the server wrote that no element of the page uses:
 * MUI's components wrap each other (Button around ButtonBase), and the outer one's rules are
 * merged into the inner one's class, which alone is on the element and in the critical CSS.
 * Named here, they count as written in the browser too: hydrating would otherwise compile and
 * insert them all (65 rules on a product page) in the task that commits the page.
 */
export const MERGED_KEY = `${EMOTION_KEY}-merged`;

/** The key of the tags holding global rules and keyframes (emotion's own name for them). */
export const GLOBAL_KEY = `${EMOTION_KEY}-global`;

const styleTag = (key: string, ids: readonly string[], css: string) =>
  `<style ${CRITICAL_CSS_ATTRIBUTE}="${escapeAttribute([key, ...ids].join(' '))}">${css}</style>`;

/**
 * The `<style>` tags for the `<head>` of a server-rendered page. `written`: the names of every
 * rule the server's emotion cache wrote (its `inserted` keys).
 */
export function criticalStyleTags(chunks: CriticalChunks, written: readonly string[] = []): string {
  const carried = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const merged = written.filter((id) => !carried.has(id));
  const tags = chunks.styles.map(({ key, ids, css }) => styleTag(key, ids, css));
  if (merged.length > 0) tags.push(styleTag(MERGED_KEY, merged, ''));
  return tags.join('');
}

/**
 * The browser's emotion cache for hydrating a server-rendered page: the rules of the critical
 * CSS, and the merged ones no element uses, count as inserted, so the first render does not
 * write them again.
 */
export function createHydratingEmotionCache(document: Document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const style of document.querySelectorAll(`style[${CRITICAL_CSS_ATTRIBUTE}]`)) {
    const [key, ...ids] = (style.getAttribute(CRITICAL_CSS_ATTRIBUTE) ?? '').split(' ');
    // `css-global` holds keyframes (by name) beside `<Global>` rules: the cache skips the first.
    if (key !== EMOTION_KEY && key !== GLOBAL_KEY && key !== MERGED_KEY) continue;
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
