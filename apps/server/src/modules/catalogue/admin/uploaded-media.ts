import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { media, mediaRenditions } from '../../../db/schema/index';
import type { StoredUpload } from '../../../lib/uploaded-image';

/** Records an uploaded picture: its media row and its renditions (the files are stored). */
export async function insertUploadedMedia(upload: StoredUpload, tx: Transaction) {
  await tx.insert(media).values({
    key: upload.key,
    contentType: 'image/webp',
    body: '',
    alt: upload.alt,
    width: upload.width,
    height: upload.height,
    storageKey: upload.storageKey,
  });
  await tx
    .insert(mediaRenditions)
    .values(upload.renditions.map((rendition) => ({ mediaKey: upload.key, ...rendition })));
}

/**
 * Deletes an uploaded picture's media row and its renditions; answers the files to delete from
 * the store. Generated art (its bytes in the row, no stored file) is kept: the seed owns it.
 */
export async function deleteUploadedMedia(key: string, tx: Transaction): Promise<string[]> {
  const files = await tx
    .select({ storageKey: mediaRenditions.storageKey })
    .from(mediaRenditions)
    .where(eq(mediaRenditions.mediaKey, key));
  const [row] = await tx
    .delete(media)
    .where(and(eq(media.key, key), sql`${media.storageKey} is not null`))
    .returning({ storageKey: media.storageKey });
  return row ? files.map((file) => file.storageKey) : [];
}
