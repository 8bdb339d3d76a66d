import { randomUUID } from 'node:crypto';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES } from '@shop/shared/admin/product';
import type { Transaction } from '../../../db/client';
import { HttpError, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { storedUpload, withStoredRenditions } from '../../../lib/uploaded-image';
import type { FileStorage } from '../../../platform/storage/file-storage';
import type { ProductImagesRepository } from './images-repository';
import type { AdminProductsRepository } from './products-repository';
import { ADMIN_PRODUCT_MESSAGES, type Actor, type RecordedChange } from './products-service';

export const IMAGE_ADMIN_MESSAGES = {
  altRequired: PRODUCT_IMAGE_MESSAGES.altRequired,
  altTooLong: PRODUCT_IMAGE_MESSAGES.altTooLong,
  fileRequired: PRODUCT_IMAGE_MESSAGES.fileRequired,
  notInGallery: 'The picture is not in this product’s gallery.',
  galleryMismatch: 'List every picture of the product once, in the order to show them.',
} as const;

const ALT_MAX = PRODUCT_IMAGE_LIMITS.altMax;

export interface ProductImagesDeps {
  images: ProductImagesRepository;
  products: AdminProductsRepository;
  /** The public media store: files served at /media/… to anyone. */
  store: FileStorage;
  recordActivity(tx: Transaction, actor: Actor, change: RecordedChange): Promise<void>;
  refreshCatalogue(): Promise<void>;
  projectId: string;
}

function checkAlt(alt: string | undefined, field: string) {
  const text = (alt ?? '').trim();
  if (!text)
    throw new HttpError(400, IMAGE_ADMIN_MESSAGES.altRequired, {
      [field]: IMAGE_ADMIN_MESSAGES.altRequired,
    });
  if (text.length > ALT_MAX)
    throw new HttpError(400, IMAGE_ADMIN_MESSAGES.altTooLong, {
      [field]: IMAGE_ADMIN_MESSAGES.altTooLong,
    });
  return text;
}

/** A product's photos: uploaded as JPEG/PNG/WebP, kept as responsive WebP renditions. */
export function createProductImagesService(deps: ProductImagesDeps) {
  const { images, store } = deps;

  async function product(id: string) {
    const row = isUuid(id) ? await deps.products.find(deps.projectId, id) : undefined;
    if (!row) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
    return row;
  }

  async function gallery(productId: string) {
    return (await deps.products.imagesOf(productId)).map((image) => ({
      key: image.key,
      url: `/media/${image.key}`,
      alt: image.alt,
      width: image.width,
      height: image.height,
    }));
  }

  return {
    async upload(
      actor: Actor,
      productId: string,
      bytes: Buffer | undefined,
      alt: string | undefined,
    ) {
      const target = await product(productId);
      const altText = checkAlt(alt, 'alt');
      if (!bytes?.length) {
        throw new HttpError(400, IMAGE_ADMIN_MESSAGES.fileRequired, {
          file: IMAGE_ADMIN_MESSAGES.fileRequired,
        });
      }
      await withStoredRenditions(store, bytes, async (stored) => {
        const key = `photo-${randomUUID()}.webp`;
        await images.transaction(async (tx) => {
          await images.add(target.id, storedUpload(key, altText, stored), tx);
          await deps.recordActivity(tx, actor, {
            action: 'product.image.add',
            recordType: 'product',
            recordId: target.id,
            changes: { image: { before: null, after: { key, alt: altText } } },
          });
        });
      });
      await deps.refreshCatalogue();
      return gallery(target.id);
    },

    /** Reorders the gallery (the first picture is the main one) and sets every alt text. */
    async arrange(actor: Actor, productId: string, order: { key: string; alt: string }[]) {
      const target = await product(productId);
      const arranged = order.map((image, index) => ({
        key: image.key,
        alt: checkAlt(image.alt, `images.${index}.alt`),
      }));
      await images.transaction(async (tx) => {
        const current = await images.keysOf(target.id, tx);
        const given = arranged.map((image) => image.key);
        if (
          given.length !== current.length ||
          new Set(given).size !== given.length ||
          given.some((key) => !current.includes(key))
        ) {
          throw new HttpError(400, IMAGE_ADMIN_MESSAGES.galleryMismatch, {
            images: IMAGE_ADMIN_MESSAGES.galleryMismatch,
          });
        }
        const before = await deps.products.imagesOf(target.id, tx);
        await images.arrange(target.id, arranged, tx);
        await deps.recordActivity(tx, actor, {
          action: 'product.images.arrange',
          recordType: 'product',
          recordId: target.id,
          changes: {
            images: {
              before: before.map((image) => ({ key: image.key, alt: image.alt })),
              after: arranged,
            },
          },
        });
      });
      await deps.refreshCatalogue();
      return gallery(target.id);
    },

    async remove(actor: Actor, productId: string, key: string) {
      const target = await product(productId);
      const files = await images.transaction(async (tx) => {
        const current = await images.keysOf(target.id, tx);
        if (!current.includes(key)) throw notFound(IMAGE_ADMIN_MESSAGES.notInGallery);
        const remaining = (await deps.products.imagesOf(target.id, tx)).filter(
          (image) => image.key !== key,
        );
        await images.arrange(target.id, remaining, tx);
        await deps.recordActivity(tx, actor, {
          action: 'product.image.remove',
          recordType: 'product',
          recordId: target.id,
          changes: { image: { before: { key }, after: null } },
        });
        // A duplicated product may still show it; the files go with the last use.
        return (await images.inUse(key, tx)) ? [] : images.removeMedia(key, tx);
      });
      await Promise.all(files.map((file) => store.delete(file).catch(() => undefined)));
      await deps.refreshCatalogue();
      return gallery(target.id);
    },
  };
}

export type ProductImagesService = ReturnType<typeof createProductImagesService>;
