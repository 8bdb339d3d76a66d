import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { media, mediaRenditions } from '../../db/schema/index';

/** Reads of the media table for /media/…; writers are the modules that make the images. */
export function createMediaReader(db: Database) {
  return {
    async find(key: string) {
      const [row] = await db.select().from(media).where(eq(media.key, key));
      return row;
    },

    async rendition(key: string, width: number) {
      const [row] = await db
        .select({ storageKey: mediaRenditions.storageKey })
        .from(mediaRenditions)
        .where(and(eq(mediaRenditions.mediaKey, key), eq(mediaRenditions.width, width)));
      return row;
    },
  };
}
