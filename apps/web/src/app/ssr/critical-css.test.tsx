import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHydratingEmotionCache,
  criticalStyleTags,
  CRITICAL_CSS_ATTRIBUTE,
  EMOTION_KEY,
  type CriticalChunks,
} from './critical-css';

const addToCart = <Button variant="contained">Add to cart</Button>;

/** The names of the rules `cache` writes while rendering `element`. */
function writtenWhile(cache: EmotionCache, element: ReactNode): string[] {
  const written: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    written.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const { unmount } = render(<CacheProvider value={cache}>{element}</CacheProvider>);
  unmount();
  return written;
}

/**
 * The tags a server writes for `element`: like `@emotion/server`, the critical CSS carries the
 * rules whose class is in the markup; `criticalStyleTags` names the others.
 */
function serverTags(element: ReactNode): { tags: string; carried: string[]; merged: string[] } {
  const cache = createCache({ key: EMOTION_KEY });
  const { container, unmount } = render(<CacheProvider value={cache}>{element}</CacheProvider>);
  const markup = container.innerHTML;
  unmount();
  const names = Object.keys(cache.inserted);
  const carried = names.filter((name) => markup.includes(`${EMOTION_KEY}-${name}`));
  const chunks: CriticalChunks = { styles: [{ key: EMOTION_KEY, ids: carried, css: '' }] };
  const tags = criticalStyleTags(chunks, names);
  return { tags, carried, merged: names.filter((name) => !carried.includes(name)) };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('critical CSS tags', () => {
  it('names the rules no element uses in an empty tag of their own', () => {
    const tags = criticalStyleTags(
      { styles: [{ key: EMOTION_KEY, ids: ['abc'], css: '.css-abc{color:red;}' }] },
      ['abc', 'wrapper1', 'wrapper2'],
    );
    expect(tags).toBe(
      `<style ${CRITICAL_CSS_ATTRIBUTE}="css abc">.css-abc{color:red;}</style>` +
        `<style ${CRITICAL_CSS_ATTRIBUTE}="css-merged wrapper1 wrapper2"></style>`,
    );
  });

  it('writes no such tag when every rule is on an element', () => {
    const tags = criticalStyleTags(
      { styles: [{ key: EMOTION_KEY, ids: ['abc'], css: '.css-abc{color:red;}' }] },
      ['abc'],
    );
    expect(tags).toBe(`<style ${CRITICAL_CSS_ATTRIBUTE}="css abc">.css-abc{color:red;}</style>`);
  });

  it('counts the critical, global and merged names as written in the browser, nothing else', () => {
    document.head.innerHTML =
      `<style ${CRITICAL_CSS_ATTRIBUTE}="css a b">.css-a{}.css-b{}</style>` +
      `<style ${CRITICAL_CSS_ATTRIBUTE}="css-global animation-x">@keyframes animation-x{}</style>` +
      `<style ${CRITICAL_CSS_ATTRIBUTE}="css-merged c"></style>` +
      `<style ${CRITICAL_CSS_ATTRIBUTE}="other d"></style>`;
    const cache = createHydratingEmotionCache(document);
    expect(Object.keys(cache.inserted).sort()).toEqual(['a', 'animation-x', 'b', 'c']);
  });

  it('lets the browser take over a drawn MUI button without writing any rule', () => {
    const { tags, merged } = serverTags(addToCart);
    // MUI's Button wraps ButtonBase: its own rules are merged into the element's class.
    expect(merged.length).toBeGreaterThan(0);
    document.head.innerHTML = tags;
    expect(writtenWhile(createHydratingEmotionCache(document), addToCart)).toEqual([]);
  });

  it('still writes the rules of what the server did not draw', () => {
    document.head.innerHTML = serverTags(addToCart).tags;
    const written = writtenWhile(
      createHydratingEmotionCache(document),
      <Button variant="outlined">Buy now</Button>,
    );
    expect(written.length).toBeGreaterThan(0);
  });
});
