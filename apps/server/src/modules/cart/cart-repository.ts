import { and, asc, eq, inArray, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  branches,
  cartItems,
  carts,
  media,
  productImages,
  products,
  productVariants,
  variantStock,
} from '../../db/schema/index';

import type { LineRef } from './cart-catalogue';

type Executor = Database | Transaction;

/** A cart line with what the cart, pricing and checkout need from the catalogue. */
const lineColumns = {
  id: cartItems.id,
  cartId: cartItems.cartId,
  productId: cartItems.productId,
  variantId: cartItems.variantId,
  branchId: cartItems.branchId,
  quantity: cartItems.quantity,
  withProtectionPlan: cartItems.withProtectionPlan,
  createdAt: cartItems.createdAt,
  name: products.name,
  friendlyUrl: products.friendlyUrl,
  productActive: products.isActive,
  weightGrams: products.weightGrams,
  widthCm: products.widthCm,
  depthCm: products.depthCm,
  heightCm: products.heightCm,
  planName: products.protectionPlanName,
  planYears: products.protectionPlanYears,
  planPriceCentavos: products.protectionPlanPriceCentavos,
  sku: productVariants.sku,
  color: productVariants.color,
  size: productVariants.size,
  material: productVariants.material,
  priceCentavos: productVariants.priceCentavos,
  compareAtPriceCentavos: productVariants.compareAtPriceCentavos,
  branchName: branches.name,
  stock: sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(Number),
  imageKey: media.key,
  imageAlt: media.alt,
};

function selectLines(tx: Executor) {
  return tx
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(branches, eq(branches.id, cartItems.branchId))
    .leftJoin(
      variantStock,
      and(
        eq(variantStock.variantId, cartItems.variantId),
        eq(variantStock.branchId, cartItems.branchId),
      ),
    )
    .leftJoin(
      productImages,
      and(eq(productImages.productId, cartItems.productId), eq(productImages.position, 0)),
    )
    .leftJoin(media, eq(media.key, productImages.mediaKey))
    .$dynamic();
}

export type CartLineRow = Awaited<ReturnType<typeof selectLines>>[number];

/** A line as the cart holds it and the branch's stock: two tables, no catalogue join. */
const refColumns = {
  id: cartItems.id,
  cartId: cartItems.cartId,
  productId: cartItems.productId,
  variantId: cartItems.variantId,
  branchId: cartItems.branchId,
  quantity: cartItems.quantity,
  withProtectionPlan: cartItems.withProtectionPlan,
  createdAt: cartItems.createdAt,
  stock: sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(Number),
};

function selectRefs(tx: Executor) {
  return tx
    .select(refColumns)
    .from(cartItems)
    .leftJoin(
      variantStock,
      and(
        eq(variantStock.variantId, cartItems.variantId),
        eq(variantStock.branchId, cartItems.branchId),
      ),
    )
    .$dynamic();
}

/** Raw rows of the statements below that write and list in one go. */
interface RefRow extends Record<string, unknown> {
  id: string;
  cart_id: string;
  product_id: string;
  variant_id: string;
  branch_id: string;
  quantity: number;
  with_protection_plan: boolean;
  created_at: Date | string;
  stock: number | string;
}

const refOf = (row: RefRow): LineRef => ({
  id: row.id,
  cartId: row.cart_id,
  productId: row.product_id,
  variantId: row.variant_id,
  branchId: row.branch_id,
  quantity: Number(row.quantity),
  withProtectionPlan: row.with_protection_plan,
  createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  stock: Number(row.stock),
});

/** The cart's lines with their stock, oldest first: the tail of the write-and-list statements. */
const listedWithStock = sql`
  select l.*, coalesce(vs.quantity, 0) as stock
  from lines l
  left join ${variantStock} vs on vs.variant_id = l.variant_id and vs.branch_id = l.branch_id
  order by l.created_at, l.id`;

/** What adding a variant needs to know: the product, the variant, the branch and its stock. */
export interface VariantAtBranch {
  productName: string;
  planPriceCentavos: number | null;
  branchName: string;
  stock: number;
  /** Units of this variant from this branch already in the cart. */
  inCart: number;
}

const mainCartOf = (userId: string | Placeholder) =>
  and(eq(carts.userId, userId), eq(carts.kind, 'main'));

/**
 * Which lines a read takes: a cart's (all of them, or those among `ids`), or those among `ids`
 * in the customer's main cart (an id of anyone else's cart is simply not found).
 */
export type LineSelection = { cartId: string; ids?: string[] } | { userId: string; ids: string[] };

function whereLines(selection: LineSelection) {
  const cart =
    'cartId' in selection
      ? eq(cartItems.cartId, selection.cartId)
      : sql`${cartItems.cartId} in (select ${carts.id} from ${carts} where ${mainCartOf(selection.userId)})`;
  return selection.ids ? and(cart, inArray(cartItems.id, selection.ids)) : cart;
}

const inCartOrder = [asc(cartItems.createdAt), asc(cartItems.id)] as const;

export function createCartRepository(db: Database) {
  const lines = selectLines;
  /** Lines among `ids` in the customer's main cart: what pricing and each line's change read. */
  const customerLineRefs = preparedStatement<{ userId: string; ids: string[] }, LineRef[]>(
    db,
    'cart_line_refs_of_customer',
    (executor) =>
      selectRefs(executor)
        .where(
          and(
            sql`${cartItems.cartId} in (select ${carts.id} from ${carts} where ${mainCartOf(sql.placeholder('userId'))})`,
            sql`${cartItems.id} = any(${sql.placeholder('ids')}::uuid[])`,
          ),
        )
        .orderBy(...inCartOrder),
  );

  const cartShelf = preparedStatement<
    { userId: string; variantId: string; branchId: string },
    { cartId: string; stock: number; inCart: number }[]
  >(db, 'cart_shelf_of_variant', (executor) => {
    const variantId = sql.placeholder('variantId');
    const branchId = sql.placeholder('branchId');
    return executor
      .select({
        cartId: carts.id,
        stock: sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(Number),
        inCart: sql<number>`coalesce(${cartItems.quantity}, 0)`.mapWith(Number),
      })
      .from(carts)
      .leftJoin(
        variantStock,
        and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId)),
      )
      .leftJoin(
        cartItems,
        and(
          eq(cartItems.cartId, carts.id),
          eq(cartItems.variantId, variantId),
          eq(cartItems.branchId, branchId),
        ),
      )
      .where(mainCartOf(sql.placeholder('userId')));
  });

  return {
    async findCartId(userId: string, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx.select({ id: carts.id }).from(carts).where(mainCartOf(userId));
      return row?.id;
    },

    /** The customer's cart, created on first use (concurrent first uses get the same one). */
    async ensureCart(userId: string, projectId: string, tx: Executor = db): Promise<string> {
      const [existing] = await tx.select({ id: carts.id }).from(carts).where(mainCartOf(userId));
      if (existing) return existing.id;
      await tx.insert(carts).values({ userId, projectId }).onConflictDoNothing();
      const [row] = await tx.select({ id: carts.id }).from(carts).where(mainCartOf(userId));
      if (!row) throw new Error('The cart vanished right after it was created');
      return row.id;
    },

    /** Locks the customer's cart (when there is one) and answers its id, in one statement. */
    async lockMainCart(userId: string, tx: Transaction): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(mainCartOf(userId))
        .for('update');
      return row?.id;
    },

    /** Holds the cart row until the transaction ends: one checkout per customer at a time. */
    async lockCart(cartId: string, tx: Transaction) {
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
    },

    /** The selected lines with their catalogue facts, in cart order. */
    async listLines(selection: LineSelection, tx: Executor = db): Promise<CartLineRow[]> {
      if (selection.ids?.length === 0) return [];
      return lines(tx)
        .where(whereLines(selection))
        .orderBy(...inCartOrder);
    },

    /** The selected lines as the cart holds them, with their stock only, in cart order. */
    async listLineRefs(selection: LineSelection, tx: Executor = db): Promise<LineRef[]> {
      if (selection.ids?.length === 0) return [];
      if ('userId' in selection) return customerLineRefs(selection, tx);
      return selectRefs(tx)
        .where(whereLines(selection))
        .orderBy(...inCartOrder);
    },

    /** One line of the customer's cart (cart and stock only). */
    async findOwnedItemRef(userId: string, itemId: string): Promise<LineRef | undefined> {
      const [row] = await customerLineRefs({ userId, ids: [itemId] });
      return row;
    },

    /**
     * The customer's cart, the branch's stock of the variant and what the cart already holds of
     * it, in one query; undefined when the customer has no cart yet.
     */
    async findCartShelf(
      userId: string,
      variantId: string,
      branchId: string,
    ): Promise<{ cartId: string; stock: number; inCart: number } | undefined> {
      const [row] = await cartShelf({ userId, variantId, branchId });
      return row;
    },

    /**
     * Adds the line (the same variant and branch again adds up) and answers every line of the
     * cart with its stock, in one statement. The statement's own select cannot see the row it
     * writes, so that row comes from the insert's `returning` and the others from the table.
     */
    async addAndList(values: {
      cartId: string;
      productId: string;
      variantId: string;
      branchId: string;
      quantity: number;
      withProtectionPlan: boolean;
    }): Promise<LineRef[]> {
      const result = await db.execute<RefRow>(sql`
        with written as (
          insert into ${cartItems}
            (cart_id, product_id, variant_id, branch_id, quantity, with_protection_plan)
          values (${values.cartId}, ${values.productId}, ${values.variantId}, ${values.branchId},
            ${values.quantity}, ${values.withProtectionPlan})
          on conflict (cart_id, variant_id, branch_id) do update
            set quantity = ${cartItems}.quantity + excluded.quantity,
              with_protection_plan = excluded.with_protection_plan,
              updated_at = now()
          returning id, cart_id, product_id, variant_id, branch_id, quantity,
            with_protection_plan, created_at),
        lines as (
          select * from written
          union all
          select id, cart_id, product_id, variant_id, branch_id, quantity,
            with_protection_plan, created_at
          from ${cartItems}
          where cart_id = ${values.cartId} and id not in (select id from written))
        ${listedWithStock}`);
      return result.rows.map(refOf);
    },

    /** Sets one line's quantity (and plan) and answers every line of its cart, in one statement. */
    async updateAndList(
      cartId: string,
      itemId: string,
      patch: { quantity: number; withProtectionPlan?: boolean },
    ): Promise<LineRef[]> {
      const plan = patch.withProtectionPlan ?? null;
      const result = await db.execute<RefRow>(sql`
        with written as (
          update ${cartItems}
          set quantity = ${patch.quantity},
            with_protection_plan = coalesce(${plan}::boolean, with_protection_plan),
            updated_at = now()
          where id = ${itemId}
          returning id, quantity, with_protection_plan),
        lines as (
          select c.id, c.cart_id, c.product_id, c.variant_id, c.branch_id,
            coalesce(w.quantity, c.quantity) as quantity,
            coalesce(w.with_protection_plan, c.with_protection_plan) as with_protection_plan,
            c.created_at
          from ${cartItems} c
          left join written w on w.id = c.id
          where c.cart_id = ${cartId})
        ${listedWithStock}`);
      return result.rows.map(refOf);
    },

    async findItem(cartId: string, itemId: string, tx: Executor = db) {
      const [row] = await lines(tx).where(
        and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)),
      );
      return row;
    },

    /**
     * The product (active, of this shop), its variant, the branch (active, of this shop), the
     * branch's stock of the variant and what this cart already holds of it — in one query.
     */
    async findVariantAtBranch(
      projectId: string,
      /** Null for a new sale cart: nothing of it is in a cart yet. */
      cartId: string | null,
      ids: { productId: string; variantId: string; branchId: string },
    ): Promise<VariantAtBranch | 'no-product' | 'no-variant' | 'no-branch'> {
      const [row] = await db
        .select({
          productName: products.name,
          planPriceCentavos: products.protectionPlanPriceCentavos,
          variantId: productVariants.id,
          branchName: branches.name,
          stock: variantStock.quantity,
          inCart: cartItems.quantity,
        })
        .from(products)
        .leftJoin(
          productVariants,
          and(eq(productVariants.id, ids.variantId), eq(productVariants.productId, products.id)),
        )
        .leftJoin(
          branches,
          and(
            eq(branches.id, ids.branchId),
            eq(branches.projectId, projectId),
            eq(branches.status, 'ACTIVE'),
          ),
        )
        .leftJoin(
          variantStock,
          and(
            eq(variantStock.variantId, productVariants.id),
            eq(variantStock.branchId, branches.id),
          ),
        )
        .leftJoin(
          cartItems,
          and(
            cartId === null ? sql`false` : eq(cartItems.cartId, cartId),
            eq(cartItems.variantId, productVariants.id),
            eq(cartItems.branchId, branches.id),
          ),
        )
        .where(
          and(
            eq(products.id, ids.productId),
            eq(products.projectId, projectId),
            eq(products.isActive, true),
          ),
        );
      if (!row) return 'no-product';
      if (!row.variantId) return 'no-variant';
      if (row.branchName === null) return 'no-branch';
      return {
        productName: row.productName,
        planPriceCentavos: row.planPriceCentavos,
        branchName: row.branchName,
        stock: row.stock ?? 0,
        inCart: row.inCart ?? 0,
      };
    },

    async insertItem(values: typeof cartItems.$inferInsert) {
      const [row] = await db
        .insert(cartItems)
        .values(values)
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variantId, cartItems.branchId],
          set: {
            quantity: sql`${cartItems.quantity} + excluded.quantity`,
            withProtectionPlan: sql`excluded.with_protection_plan`,
          },
        })
        .returning({ id: cartItems.id });
      if (!row) throw new Error('The cart item was not written');
      return row.id;
    },

    async updateItem(
      itemId: string,
      patch: { quantity: number; withProtectionPlan?: boolean },
    ): Promise<void> {
      await db.update(cartItems).set(patch).where(eq(cartItems.id, itemId));
    },

    /** The ids that were in this cart and are gone now. */
    async deleteItems(cartId: string, ids: string[], tx: Executor = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, ids)))
        .returning({ id: cartItems.id });
      return rows.map((row) => row.id);
    },

    async findBranch(projectId: string, branchId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(
          and(
            eq(branches.id, branchId),
            eq(branches.projectId, projectId),
            eq(branches.status, 'ACTIVE'),
          ),
        );
      return row;
    },

    /** A sale cart with its one line, written together. */
    async createSaleCart(
      values: {
        userId: string;
        projectId: string;
        expiresAt: Date;
        line: Omit<typeof cartItems.$inferInsert, 'cartId'>;
      },
      /** In the same transaction: the cleanup that removes it once it has expired. */
      onCreated: (cartId: string, tx: Transaction) => Promise<unknown>,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [cart] = await tx
          .insert(carts)
          .values({
            userId: values.userId,
            projectId: values.projectId,
            kind: 'sale',
            expiresAt: values.expiresAt,
          })
          .returning({ id: carts.id });
        if (!cart) throw new Error('The sale cart was not written');
        await tx.insert(cartItems).values({ ...values.line, cartId: cart.id });
        await onCreated(cart.id, tx);
        return cart.id;
      });
    },

    /** The caller's sale cart, expired or not; another customer's is not found. */
    async findSaleCart(userId: string, cartId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: carts.id, expiresAt: carts.expiresAt })
        .from(carts)
        .where(and(eq(carts.id, cartId), eq(carts.userId, userId), eq(carts.kind, 'sale')));
      return row;
    },

    async deleteCart(cartId: string, tx: Executor = db) {
      await tx.delete(carts).where(eq(carts.id, cartId));
    },

    /** Sale carts past their time (their lines go with them): how many were removed. */
    async deleteExpiredSaleCarts(now: Date, cartId?: string): Promise<number> {
      const rows = await db
        .delete(carts)
        .where(
          and(
            eq(carts.kind, 'sale'),
            lt(carts.expiresAt, now),
            cartId === undefined ? undefined : eq(carts.id, cartId),
          ),
        )
        .returning({ id: carts.id });
      return rows.length;
    },

    async clear(cartId: string) {
      await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
