import type { Database, Transaction } from '../../db/client';
import { media } from '../../db/schema/index';
import type { GeneratedImage } from './cover-art';

/** Stores generated illustrations in the media table, served at /media/{key}. */
export function createMediaRepository(db: Database | Transaction) {
  return {
    async saveImage(image: GeneratedImage) {
      // A key names one drawing for good (it carries the drawing's hash), so an existing key is kept.
      await db
        .insert(media)
        .values({
          key: image.key,
          contentType: 'image/svg+xml',
          body: image.svg,
          alt: image.alt,
          width: image.width,
          height: image.height,
        })
        .onConflictDoNothing();
    },
  };
}
