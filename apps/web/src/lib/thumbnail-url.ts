/**
 * The 320 px rendition of an uploaded photo (`/media/<key>.webp` → `/media/<key>-w320.webp`).
 * Other pictures (the seeded SVG illustrations) have no renditions and are shown as they are.
 */
export function thumbnailUrl(url: string): string {
  return url.endsWith('.webp') ? url.replace(/\.webp$/, '-w320.webp') : url;
}
