import { asc, count, eq, max } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { media, productImages } from '../../../db/schema/index';
import type { StoredUpload } from '../../../lib/uploaded-image';
import { deleteUploadedMedia, insertUploadedMedia } from './uploaded-media';

type Executor = Database | Transaction;

export type StoredPhoto = StoredUpload;

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
      await insertUploadedMedia(photo, tx);
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
    removeMedia: deleteUploadedMedia,
  };
}

export type ProductImagesRepository = ReturnType<typeof createProductImagesRepository>;
