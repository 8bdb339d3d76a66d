import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { media, mediaRenditions, productImages } from '../../../db/schema/index';

type Executor = Database | Transaction;

export interface StoredPhoto {
  key: string;
  alt: string;
  width: number;
  height: number;
  /** The largest rendition's file, which `/media/{key}` serves. */
  storageKey: string;
  renditions: { width: number; height: number; storageKey: string }[];
}

/** Product pictures: the media rows of uploaded photos and their place in a product's gallery. */
export function createProductImagesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async keysOf(productId: string, tx: Executor = db) {
      const rows = await tx
        .select({ key: productImages.mediaKey })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position));
      return rows.map((row) => row.key);
    },

    /** Adds the photo at the end of the product's gallery. */
    async add(productId: string, photo: StoredPhoto, tx: Transaction) {
      await tx.insert(media).values({
        key: photo.key,
        contentType: 'image/webp',
        body: '',
        alt: photo.alt,
        width: photo.width,
        height: photo.height,
        storageKey: photo.storageKey,
      });
      await tx
        .insert(mediaRenditions)
        .values(photo.renditions.map((rendition) => ({ mediaKey: photo.key, ...rendition })));
      const [last] = await tx
        .select({ position: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      await tx
        .insert(productImages)
        .values({ productId, mediaKey: photo.key, position: (last?.position ?? -1) + 1 });
    },

    /** The gallery in this order, each picture with its alt text (the first is the main one). */
    async arrange(productId: string, images: { key: string; alt: string }[], tx: Transaction) {
      await tx.delete(productImages).where(eq(productImages.productId, productId));
      if (images.length) {
        await tx
          .insert(productImages)
          .values(images.map((image, position) => ({ productId, mediaKey: image.key, position })));
      }
      for (const image of images) {
        await tx.update(media).set({ alt: image.alt }).where(eq(media.key, image.key));
      }
    },

    /** Whether any product's gallery still shows the picture (duplicates share them). */
    async inUse(key: string, tx: Executor = db) {
      const [row] = await tx
        .select({ uses: count() })
        .from(productImages)
        .where(eq(productImages.mediaKey, key));
      return (row?.uses ?? 0) > 0;
    },

    /** Removes an uploaded photo's rows; answers the files to delete (none for generated art). */
    async removeMedia(key: string, tx: Transaction) {
      const files = await tx
        .select({ storageKey: mediaRenditions.storageKey })
        .from(mediaRenditions)
        .where(eq(mediaRenditions.mediaKey, key));
      const [row] = await tx
        .delete(media)
        .where(and(eq(media.key, key), sql`${media.storageKey} is not null`))
        .returning({ storageKey: media.storageKey });
      return row ? files.map((file) => file.storageKey) : [];
    },
  };
}

export type ProductImagesRepository = ReturnType<typeof createProductImagesRepository>;
