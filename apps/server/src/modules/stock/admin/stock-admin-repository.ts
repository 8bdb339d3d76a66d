import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  branches,
  products,
  productVariants,
  stockMovements,
  users,
  variantStock,
  type StockMovementReason,
} from '../../../db/schema/index';
import { containsPattern } from '../../../lib/like-pattern';
import { offsetOf } from '../../../lib/pagination';

type Executor = Database | Transaction;

export type StockSortKey = 'product' | 'sku' | 'branch' | 'available' | 'threshold';

export interface StockGridQuery {
  projectId: string;
  page: number;
  limit: number;
  sort: StockSortKey;
  order: 'asc' | 'desc';
  search?: string;
  branchId?: string;
  lowStock: boolean;
}

export interface MovementsQuery {
  projectId: string;
  page: number;
  limit: number;
  variantId?: string;
  branchId?: string;
  reason?: StockMovementReason;
}

/** A branch that never stocked the variant has 0 units: the grid still lists it. */
const available = sql<number>`coalesce(${variantStock.quantity}, 0)`;

const SORT_COLUMNS = {
  product: products.name,
  sku: productVariants.sku,
  branch: branches.name,
  available,
  threshold: productVariants.lowStockThreshold,
} as const;

/**
 * The console's reads of stock (every live variant × every branch of the shop, with its
 * product and branch names), the ledger with its staff member's e-mail, and the low-stock
 * threshold. Changes of units go through the stock repository, never here.
 */
export function createStockAdminRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async grid(query: StockGridQuery) {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where = and(
        eq(products.projectId, query.projectId),
        isNull(products.archivedAt),
        eq(branches.projectId, query.projectId),
        query.branchId ? eq(branches.id, query.branchId) : undefined,
        pattern
          ? or(sql`${products.name} ilike ${pattern}`, sql`${productVariants.sku} ilike ${pattern}`)
          : undefined,
        query.lowStock ? sql`${available} <= ${productVariants.lowStockThreshold}` : undefined,
      );
      /** `query` over the variants, joined to every branch and its stock row there, filtered. */
      const matching = <T extends PgSelect>(query: T) =>
        query
          .innerJoin(products, eq(products.id, productVariants.productId))
          .innerJoin(branches, sql`true`)
          .leftJoin(
            variantStock,
            and(
              eq(variantStock.variantId, productVariants.id),
              eq(variantStock.branchId, branches.id),
            ),
          )
          .where(where);
      const direction = query.order === 'desc' ? desc : asc;
      const rows = await matching(
        db
          .select({
            variantId: productVariants.id,
            branchId: branches.id,
            productId: products.id,
            productName: products.name,
            productActive: products.isActive,
            sku: productVariants.sku,
            color: productVariants.color,
            size: productVariants.size,
            material: productVariants.material,
            branchName: branches.name,
            available,
            threshold: productVariants.lowStockThreshold,
          })
          .from(productVariants)
          .$dynamic(),
      )
        .orderBy(
          direction(SORT_COLUMNS[query.sort]),
          asc(products.name),
          asc(productVariants.sku),
          asc(branches.name),
        )
        .limit(query.limit)
        .offset(offsetOf(query));
      const [total] = await matching(
        db.select({ total: count() }).from(productVariants).$dynamic(),
      );
      return {
        rows: rows.map((row) => ({ ...row, available: Number(row.available) })),
        total: total?.total ?? 0,
      };
    },

    /** The variant with its product (for messages, the catalogue refresh and the log). */
    async variant(variantId: string, projectId: string, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: productVariants.id,
          sku: productVariants.sku,
          threshold: productVariants.lowStockThreshold,
          productId: products.id,
          productName: products.name,
          productActive: products.isActive,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(productVariants.id, variantId), eq(products.projectId, projectId)));
      return row ?? null;
    },

    async branch(branchId: string, projectId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(and(eq(branches.id, branchId), eq(branches.projectId, projectId)));
      return row ?? null;
    },

    async setThreshold(variantId: string, threshold: number, tx: Executor = db) {
      await tx
        .update(productVariants)
        .set({ lowStockThreshold: threshold })
        .where(eq(productVariants.id, variantId));
    },

    /** The ledger, newest first (the id breaks ties between the two halves of a transfer). */
    async movements(query: MovementsQuery, ids?: string[]) {
      const where = and(
        eq(products.projectId, query.projectId),
        query.variantId ? eq(stockMovements.variantId, query.variantId) : undefined,
        query.branchId ? eq(stockMovements.branchId, query.branchId) : undefined,
        query.reason ? eq(stockMovements.reason, query.reason) : undefined,
        ids ? inArray(stockMovements.id, ids) : undefined,
      );
      const rows = await db
        .select({
          id: stockMovements.id,
          variantId: stockMovements.variantId,
          branchId: stockMovements.branchId,
          productName: products.name,
          sku: productVariants.sku,
          branchName: branches.name,
          reason: stockMovements.reason,
          delta: stockMovements.delta,
          quantityBefore: stockMovements.quantityBefore,
          quantityAfter: stockMovements.quantityAfter,
          note: stockMovements.note,
          actorEmail: users.email,
          orderId: stockMovements.orderId,
          transferId: stockMovements.transferId,
          createdAt: stockMovements.createdAt,
        })
        .from(stockMovements)
        .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .innerJoin(branches, eq(branches.id, stockMovements.branchId))
        .leftJoin(users, eq(users.id, stockMovements.actorId))
        .where(where)
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.delta), asc(stockMovements.id))
        .limit(query.limit)
        .offset(offsetOf(query));
      const [total] = await db
        .select({ total: count() })
        .from(stockMovements)
        .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(where);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type StockAdminRepository = ReturnType<typeof createStockAdminRepository>;
export type StockMovementListRow = Awaited<
  ReturnType<StockAdminRepository['movements']>
>['rows'][number];
