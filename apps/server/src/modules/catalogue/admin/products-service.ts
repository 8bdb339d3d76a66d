import { fromCentavos } from '@shop/shared';
import { friendlyUrlOf, type ProductInput } from '@shop/shared/admin/product';
import type { Transaction } from '../../../db/client';
import { conflict, HttpError, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { pageMeta } from '../../../lib/pagination';
import { productValues, variantValues } from './product-values';
import type {
  AdminProductsRepository,
  ProductListQuery,
  ProductRow,
  VariantRow,
} from './products-repository';

export const ADMIN_PRODUCT_MESSAGES = {
  notFound: 'The product does not exist.',
  categoryUnknown: 'The category does not exist.',
  friendlyUrlTaken: 'This friendly URL is already used by another product.',
  skuTaken: (owner: string) => `This SKU is already used by ${owner}.`,
  variantSold: 'This variant has been ordered: change it, but it cannot be removed.',
  variantUnknown: 'The variant does not belong to this product.',
  deleteOrdered:
    'This product has been ordered, so it cannot be deleted. Archive it instead: it leaves the shop and stays on its orders.',
} as const;

/** Who made a change, as the activity log names them. */
export interface Actor {
  id: string;
  email: string;
}

type Changes = Record<string, { before: unknown; after: unknown }>;

/** A change for the activity log: which fields, before and after. */
export interface RecordedChange {
  action: string;
  recordType: string;
  recordId: string;
  changes: Changes;
}

export interface AdminProductsDeps {
  repository: AdminProductsRepository;
  /** What orders hold: sold products and variants are never deleted. */
  orderedGoods: {
    productEverOrdered(productId: string, tx?: Transaction): Promise<boolean>;
    orderedVariantIds(ids: string[], tx?: Transaction): Promise<Set<string>>;
  };
  /** Writes one activity-log entry inside the change's transaction. */
  recordActivity(tx: Transaction, actor: Actor, change: RecordedChange): Promise<void>;
  /** Rebuilds the storefront's snapshot so a change shows at once on this node. */
  refreshCatalogue(): Promise<void>;
  projectId: string;
  now: () => Date;
}

const pesosOrNull = (centavos: number | null) =>
  centavos === null ? null : fromCentavos(centavos);

const statusOf = (row: { archivedAt: Date | null; isActive: boolean }) =>
  row.archivedAt
    ? ('archived' as const)
    : row.isActive
      ? ('active' as const)
      : ('inactive' as const);

/** The fields whose values differ, for the activity log. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(value)) {
      changes[field] = { before: before[field] ?? null, after: value ?? null };
    }
  }
  return changes;
}

/** The console's products: create, edit, duplicate, archive, delete (never one that was sold). */
export function createAdminProductsService(deps: AdminProductsDeps) {
  const { repository, projectId } = deps;

  async function load(id: string) {
    const product = isUuid(id) ? await repository.find(projectId, id) : undefined;
    if (!product) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
    return product;
  }

  async function present(product: ProductRow) {
    const [variants, categoryIds, images] = [
      await repository.variantsOf(product.id),
      await repository.categoryIdsOf(product.id),
      await repository.imagesOf(product.id),
    ];
    const sold = await deps.orderedGoods.orderedVariantIds(variants.map((variant) => variant.id));
    return {
      _id: product.id,
      name: product.name,
      sku: product.sku,
      friendlyUrl: product.friendlyUrl,
      description: product.description,
      categoryIds,
      materials: product.materials,
      widthCm: product.widthCm,
      depthCm: product.depthCm,
      heightCm: product.heightCm,
      weightGrams: product.weightGrams,
      protectionPlan:
        product.protectionPlanName && product.protectionPlanYears !== null
          ? {
              name: product.protectionPlanName,
              years: product.protectionPlanYears,
              price: fromCentavos(product.protectionPlanPriceCentavos ?? 0),
            }
          : null,
      isActive: product.isActive,
      archivedAt: product.archivedAt?.toISOString() ?? null,
      seoTitle: product.seoTitle,
      seoDescription: product.seoDescription,
      variants: variants.map((variant) => presentVariant(variant, sold.has(variant.id))),
      images: images.map((image) => ({
        key: image.key,
        url: `/media/${image.key}`,
        alt: image.alt,
        width: image.width,
        height: image.height,
      })),
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    };
  }

  const presentVariant = (
    { id, sku, color, size, material, ...variant }: VariantRow,
    ordered: boolean,
  ) => ({
    _id: id,
    sku,
    color,
    size,
    material,
    price: fromCentavos(variant.priceCentavos),
    compareAtPrice: pesosOrNull(variant.compareAtPriceCentavos),
    weightGrams: variant.weightGrams,
    lowStockThreshold: variant.lowStockThreshold,
    ordered,
  });

  /** The requested URL, or one made from the name that no other product holds. */
  async function friendlyUrlFor(input: ProductInput, productId: string | null, tx: Transaction) {
    if (input.friendlyUrl) {
      if (await repository.friendlyUrlTaken(projectId, input.friendlyUrl, productId, tx)) {
        throw new HttpError(409, ADMIN_PRODUCT_MESSAGES.friendlyUrlTaken, {
          friendlyUrl: ADMIN_PRODUCT_MESSAGES.friendlyUrlTaken,
        });
      }
      return input.friendlyUrl;
    }
    const base = friendlyUrlOf(input.name) || 'product';
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await repository.friendlyUrlTaken(projectId, candidate, productId, tx)))
        return candidate;
    }
  }

  /** Every problem with categories and SKUs at once, by field (400 unknown, 409 taken). */
  async function checkReferences(input: ProductInput, productId: string | null, tx: Transaction) {
    const errors: Record<string, string> = {};
    const known = await repository.existingCategoryIds(projectId, input.categoryIds, tx);
    input.categoryIds.forEach((id, index) => {
      if (!known.has(id)) errors[`categoryIds.${index}`] = ADMIN_PRODUCT_MESSAGES.categoryUnknown;
    });
    if (Object.keys(errors).length) {
      throw new HttpError(400, Object.values(errors)[0] ?? '', errors);
    }
    const { productOwner, variantOwners } = await repository.skuOwners(
      projectId,
      input.sku,
      input.variants.map((variant) => variant.sku),
      tx,
    );
    if (productOwner && productOwner.id !== productId) {
      errors['sku'] = ADMIN_PRODUCT_MESSAGES.skuTaken(productOwner.name);
    }
    input.variants.forEach((variant, index) => {
      const owner = variantOwners.find(
        (row) => row.sku.toUpperCase() === variant.sku.toUpperCase(),
      );
      if (owner && owner.variantId !== variant._id) {
        errors[`variants.${index}.sku`] = ADMIN_PRODUCT_MESSAGES.skuTaken(owner.productName);
      }
    });
    if (Object.keys(errors).length) {
      throw new HttpError(409, Object.values(errors)[0] ?? '', errors);
    }
  }

  /** Updates, adds and removes variants to match the input; sold variants are never removed. */
  async function syncVariants(productId: string, input: ProductInput, tx: Transaction) {
    const current = await repository.variantsOf(productId, tx);
    const currentIds = new Set(current.map((variant) => variant.id));
    const errors: Record<string, string> = {};
    input.variants.forEach((variant, index) => {
      if (variant._id && !currentIds.has(variant._id)) {
        errors[`variants.${index}._id`] = ADMIN_PRODUCT_MESSAGES.variantUnknown;
      }
    });
    const kept = new Set(input.variants.flatMap((variant) => (variant._id ? [variant._id] : [])));
    const removed = current.filter((variant) => !kept.has(variant.id)).map((variant) => variant.id);
    const sold = await deps.orderedGoods.orderedVariantIds(removed, tx);
    if (sold.size > 0) errors['variants'] = ADMIN_PRODUCT_MESSAGES.variantSold;
    if (Object.keys(errors).length) {
      throw new HttpError(409, Object.values(errors)[0] ?? '', errors);
    }
    // Removed first, so a SKU moved from a removed variant to a new one is free again.
    await repository.deleteVariants(removed, tx);
    for (const [position, variant] of input.variants.entries()) {
      if (variant._id)
        await repository.updateVariant(variant._id, variantValues(variant, position), tx);
      else await repository.insertVariant(productId, variantValues(variant, position), tx);
    }
  }

  const variantSummary = (variants: { sku: string; priceCentavos: number }[]) =>
    variants.map((variant) => `${variant.sku} ₱${fromCentavos(variant.priceCentavos).toFixed(2)}`);

  /**
   * One product write: the change and its activity entry commit together (no entry when nothing
   * changed), then this node's storefront follows and the product is answered as it is now.
   */
  async function write(
    actor: Actor,
    work: (tx: Transaction) => Promise<{ row: ProductRow; action?: string; changes?: Changes }>,
  ) {
    const row = await repository.transaction(async (tx) => {
      const { row, action, changes } = await work(tx);
      if (action) {
        await deps.recordActivity(tx, actor, {
          action,
          recordType: 'product',
          recordId: row.id,
          changes: changes ?? {},
        });
      }
      return row;
    });
    await deps.refreshCatalogue();
    return present(row);
  }

  /** A new product row with its categories and variants. */
  async function insertProduct(input: ProductInput, tx: Transaction) {
    const friendlyUrl = await friendlyUrlFor(input, null, tx);
    const values = productValues(input, friendlyUrl);
    const row = await repository.insert({ projectId, ...values }, tx);
    await repository.replaceCategories(row.id, input.categoryIds, tx);
    await syncVariants(row.id, input, tx);
    return { row, values };
  }

  return {
    async list(query: Omit<ProductListQuery, 'projectId'>) {
      const { rows, total } = await repository.list({ ...query, projectId });
      return {
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          sku: row.sku,
          friendlyUrl: row.friendlyUrl,
          status: statusOf(row),
          variantCount: row.variantCount,
          minPrice: pesosOrNull(row.minPriceCentavos),
          maxPrice: pesosOrNull(row.maxPriceCentavos),
          unitsOnHand: row.unitsOnHand,
          imageUrl: row.imageKey ? `/media/${row.imageKey}` : null,
          updatedAt: row.updatedAt.toISOString(),
        })),
        meta: pageMeta(query, total),
      };
    },

    async detail(id: string) {
      return present(await load(id));
    },

    async create(actor: Actor, input: ProductInput) {
      return write(actor, async (tx) => {
        await checkReferences(input, null, tx);
        const { row, values } = await insertProduct(input, tx);
        return { row, action: 'product.create', changes: changedFields({}, values) };
      });
    },

    async update(actor: Actor, id: string, input: ProductInput) {
      return write(actor, async (tx) => {
        const before = await repository.findForUpdate(projectId, id, tx);
        if (!before) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
        await checkReferences(input, before.id, tx);
        const friendlyUrl = await friendlyUrlFor(input, before.id, tx);
        const beforeCategories = await repository.categoryIdsOf(before.id, tx);
        const beforeVariants = await repository.variantsOf(before.id, tx);
        const values = productValues(input, friendlyUrl);
        const row = await repository.update(before.id, values, tx);
        if (friendlyUrl !== before.friendlyUrl) {
          // The old address keeps working: shoppers' bookmarks and search results land here.
          await repository.addRedirect(projectId, before.friendlyUrl, before.id, tx);
          await repository.removeRedirect(projectId, friendlyUrl, tx);
        }
        await repository.replaceCategories(before.id, input.categoryIds, tx);
        await syncVariants(before.id, input, tx);
        const afterVariants = await repository.variantsOf(before.id, tx);
        return {
          row,
          action: 'product.update',
          changes: changedFields(
            { ...before, categoryIds: beforeCategories, variants: variantSummary(beforeVariants) },
            { ...values, categoryIds: input.categoryIds, variants: variantSummary(afterVariants) },
          ),
        };
      });
    },

    /** A copy to start a similar product from: inactive, "(copy)" SKUs, the same pictures. */
    async duplicate(actor: Actor, id: string) {
      const source = await load(id);
      const variants = await repository.variantsOf(source.id);
      const input: ProductInput = {
        ...(await present(source)),
        name: `${source.name} (copy)`.slice(0, 150),
        sku: await freeSku(`${source.sku}-COPY`),
        friendlyUrl: '',
        isActive: false,
        variants: [],
      };
      for (const variant of variants) {
        input.variants.push({
          ...presentVariant(variant, false),
          _id: undefined,
          sku: await freeSku(
            `${variant.sku}-COPY`,
            input.variants.map((v) => v.sku),
          ),
        });
      }
      return write(actor, async (tx) => {
        const { row } = await insertProduct(input, tx);
        await repository.copyImages(source.id, row.id, tx);
        return {
          row,
          action: 'product.duplicate',
          changes: { duplicatedFrom: { before: null, after: source.id } },
        };
      });
    },

    async setArchived(actor: Actor, id: string, archived: boolean) {
      return write(actor, async (tx) => {
        const before = await repository.findForUpdate(projectId, id, tx);
        if (!before) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
        if (Boolean(before.archivedAt) === archived) return { row: before };
        // Archived products leave the storefront; unarchived ones come back inactive, to be checked.
        const row = await repository.update(
          before.id,
          { archivedAt: archived ? deps.now() : null, isActive: false },
          tx,
        );
        return {
          row,
          action: archived ? 'product.archive' : 'product.unarchive',
          changes: changedFields(
            { archived: Boolean(before.archivedAt), isActive: before.isActive },
            { archived, isActive: false },
          ),
        };
      });
    },

    async delete(actor: Actor, id: string) {
      await repository.transaction(async (tx) => {
        const product = await repository.findForUpdate(projectId, id, tx);
        if (!product) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
        if (await deps.orderedGoods.productEverOrdered(product.id, tx)) {
          throw conflict(ADMIN_PRODUCT_MESSAGES.deleteOrdered);
        }
        await repository.delete(product.id, tx);
        await deps.recordActivity(tx, actor, {
          action: 'product.delete',
          recordType: 'product',
          recordId: product.id,
          changes: {
            name: { before: product.name, after: null },
            sku: { before: product.sku, after: null },
          },
        });
      });
      await deps.refreshCatalogue();
    },
  };

  /** `base`, or `base-2`, `base-3`… whichever no product or variant (nor `taken`) holds. */
  async function freeSku(base: string, taken: string[] = []) {
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      const owners = await repository.transaction((tx) =>
        repository.skuOwners(projectId, candidate, [candidate], tx),
      );
      const used =
        owners.productOwner !== undefined ||
        owners.variantOwners.length > 0 ||
        taken.some((sku) => sku.toUpperCase() === candidate.toUpperCase());
      if (!used) return candidate;
    }
  }
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
