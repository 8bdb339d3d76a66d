/**
 * The layout a server-rendered page is drawn in: a phone's (below the mobile breakpoint) or a
 * wide screen's. The server cannot measure the screen, so it guesses from what the browser
 * says of itself — the `Sec-CH-UA-Mobile` client hint when sent, else "Mobi" in its user agent
 * (every phone browser's) — and names the guess in the page data; the browser hydrates with
 * the same guess, so a phone sees no switch of layouts after hydration.
 */
export interface LayoutHint {
  mobile: boolean;
}

export function layoutHintOf(headers: {
  userAgent?: string | undefined;
  mobileHint?: string | undefined;
}): LayoutHint {
  if (headers.mobileHint !== undefined) return { mobile: headers.mobileHint.trim() === '?1' };
  return { mobile: /Mobi/i.test(headers.userAgent ?? '') };
}
