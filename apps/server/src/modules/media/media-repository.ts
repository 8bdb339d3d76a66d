import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { media, mediaRenditions } from '../../db/schema/index';

/** Reads of the media table for /media/…; writers are the modules that make the images. */
export function createMediaReader(db: Database) {
  return {
    async find(key: string) {
      const [row] = await db.select().from(media).where(eq(media.key, key));
      return row;
    },

    /**
     * The narrowest rendition at least `width` wide; without one (a photo narrower than that),
     * the largest file. So `-w320` always answers for an uploaded photo, whatever its size.
     */
    async rendition(key: string, width: number) {
      const [row] = await db
        .select({ storageKey: mediaRenditions.storageKey })
        .from(mediaRenditions)
        .where(and(eq(mediaRenditions.mediaKey, key), gte(mediaRenditions.width, width)))
        .orderBy(asc(mediaRenditions.width))
        .limit(1);
      if (row) return row;
      const [largest] = await db
        .select({ storageKey: media.storageKey })
        .from(media)
        .where(eq(media.key, key));
      return largest?.storageKey ? { storageKey: largest.storageKey } : undefined;
    },
  };
}
