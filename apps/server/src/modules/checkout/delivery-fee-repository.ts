import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, products, productVariants } from '../../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const originColumns = {
  id: branches.id,
  code: branches.code,
  name: branches.name,
  city: branches.city,
  province: branches.province,
  isDefault: branches.isDefault,
};

/**
 * What the delivery-fee checker reads: the branches that ship, and the packed size, weight and
 * price of variants — the same product columns the cart lines checkout rates carry.
 */
const variantColumns = {
  variantId: productVariants.id,
  productId: products.id,
  priceCentavos: productVariants.priceCentavos,
  weightGrams: products.weightGrams,
  widthCm: products.widthCm,
  depthCm: products.depthCm,
  heightCm: products.heightCm,
};

export type DeliveryOriginRow = {
  id: string;
  code: string;
  name: string;
  city: string;
  province: string;
  isDefault: boolean;
};
export type ParcelVariantRow = {
  variantId: string;
  productId: string;
  priceCentavos: number;
  weightGrams: number;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
};

export function createDeliveryFeeRepository(db: Database, projectId: string) {
  const active = and(eq(branches.projectId, projectId), eq(branches.status, 'ACTIVE'));
  return {
    /** Active branches, the default first. */
    async origins(): Promise<DeliveryOriginRow[]> {
      return db
        .select(originColumns)
        .from(branches)
        .where(active)
        .orderBy(desc(branches.isDefault), asc(branches.name));
    },

    /** A branch by id or code. */
    async origin(idOrCode: string): Promise<DeliveryOriginRow | undefined> {
      const match = UUID.test(idOrCode)
        ? or(eq(branches.id, idOrCode), eq(branches.code, idOrCode))
        : eq(branches.code, idOrCode);
      const [row] = await db.select(originColumns).from(branches).where(and(active, match));
      return row;
    },

    /** Variants of active products of the shop; missing ids are simply not returned. */
    async variants(ids: string[]): Promise<ParcelVariantRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(variantColumns)
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            inArray(productVariants.id, ids),
            eq(products.projectId, projectId),
            eq(products.isActive, true),
          ),
        );
    },

    /** The variant a product page shows first. */
    async firstVariant(productId: string): Promise<ParcelVariantRow | undefined> {
      const [row] = await db
        .select(variantColumns)
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            eq(products.id, productId),
            eq(products.projectId, projectId),
            eq(products.isActive, true),
          ),
        )
        .orderBy(asc(productVariants.position), asc(productVariants.sku))
        .limit(1);
      return row;
    },
  };
}

export type DeliveryFeeRepository = ReturnType<typeof createDeliveryFeeRepository>;
