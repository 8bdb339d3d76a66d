import sharp from 'sharp';
import { sniffFileKind } from '../storage/file-kind';

/** The widths the storefront's `srcset` offers: a phone card, a phone page, a tablet, a desktop. */
export const RENDITION_WIDTHS = [320, 640, 1024, 1600] as const;

/** Photos a shop takes are large; 10 MB per file is the console's cap. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Larger sources are refused before decoding: a "decompression bomb" must not eat the node. */
const MAX_SOURCE_PIXELS = 50_000_000;

export const IMAGE_MESSAGES = {
  notImage: 'Upload a JPEG, PNG or WebP picture.',
  tooLarge: 'Each picture must be 10 MB or smaller.',
  unreadable: 'The picture could not be read. Save it again as JPEG, PNG or WebP and retry.',
} as const;

export class ImageRejectedError extends Error {}

export interface Rendition {
  width: number;
  height: number;
  bytes: Buffer;
}

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * WebP renditions of an uploaded photo at the storefront's widths (never upscaled: a source
 * narrower than a width gets one rendition at its own width). Turned upright by its EXIF
 * orientation first; every rendition leaves the metadata behind (camera, GPS position).
 */
export async function renderRenditions(source: Buffer): Promise<Rendition[]> {
  if (source.length > MAX_PHOTO_BYTES) throw new ImageRejectedError(IMAGE_MESSAGES.tooLarge);
  const kind = sniffFileKind(source);
  if (!kind || !ACCEPTED.has(kind.contentType)) {
    throw new ImageRejectedError(IMAGE_MESSAGES.notImage);
  }
  let width: number;
  try {
    const metadata = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
    // Orientations 5–8 are stored on their side: the upright width is the stored height.
    const sideways = (metadata.orientation ?? 1) >= 5;
    width = (sideways ? metadata.height : metadata.width) ?? 0;
  } catch {
    throw new ImageRejectedError(IMAGE_MESSAGES.unreadable);
  }
  if (!width) throw new ImageRejectedError(IMAGE_MESSAGES.unreadable);

  const widths: number[] = RENDITION_WIDTHS.filter((candidate) => candidate < width);
  if (widths.length < RENDITION_WIDTHS.length) widths.push(Math.min(width, 1600));
  const renditions: Rendition[] = [];
  for (const target of widths) {
    const { data, info } = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS })
      .rotate()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    renditions.push({ width: info.width, height: info.height, bytes: data });
  }
  return renditions;
}
