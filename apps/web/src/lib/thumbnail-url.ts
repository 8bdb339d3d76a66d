/**
 * The 320 px rendition of an uploaded photo (`/media/<key>.webp` → `/media/<key>-w320.webp`),
 * for pictures drawn at most 96 px wide (three device pixels a CSS pixel still fit). The server
 * answers every rendition name of a photo, narrower photos with their largest file
 * (docs/decisions/014, 041). Other pictures (the seeded SVG illustrations) are one small file
 * at every size and are shown as they are.
 */
export function thumbnailUrl(url: string): string {
  return url.endsWith('.webp') ? url.replace(/\.webp$/, '-w320.webp') : url;
}
