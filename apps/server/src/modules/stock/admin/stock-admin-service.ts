import { randomUUID } from 'node:crypto';
import {
  belowZeroMessage,
  STOCK_MESSAGES,
  type StockAdjustment,
  type StockMovement,
  type StockRow,
  type StockTransfer,
} from '@shop/shared/admin/stock';
import type { Transaction } from '../../../db/client';
import { badRequest, conflict } from '../../../errors';
import { pageMeta } from '../../../lib/pagination';
import type { Actor, ActivityRecord } from '../../activity/index';
import type { StockChange, StockRepository } from '../stock-repository';
import type {
  MovementsQuery,
  StockAdminRepository,
  StockGridQuery,
  StockMovementListRow,
} from './stock-admin-repository';

/** What the stock screen needs from the orders module: units held by open orders. */
export interface OrderedStock {
  reservedUnits(variantIds?: string[], tx?: Transaction): Promise<Map<string, number>>;
  orderNumbers(ids: string[]): Promise<Map<string, string>>;
  shelfKey(variantId: string, branchId: string): string;
}

export interface StockAdminDeps {
  repository: StockAdminRepository;
  stock: StockRepository;
  orders: OrderedStock;
  recordActivity(tx: Transaction, actor: Actor, change: ActivityRecord): Promise<void>;
  /** Rebuilds the storefront's snapshot so a change of units shows at once on this node. */
  refreshCatalogue(): Promise<void>;
  projectId: string;
}

const changeLog = (change: StockChange) => ({
  available: { before: change.quantityBefore, after: change.quantityAfter },
});

export function createStockAdminService(deps: StockAdminDeps) {
  const { repository, stock, projectId } = deps;

  async function present(rows: StockMovementListRow[]): Promise<StockMovement[]> {
    const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
    const numbers = await deps.orders.orderNumbers(orderIds);
    return rows.map((row) => ({
      ...row,
      orderNumber: row.orderId ? (numbers.get(row.orderId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function written(changes: StockChange[]) {
    const ids = changes.map((change) => change.movementId);
    const { rows } = await repository.movements({ projectId, page: 1, limit: ids.length }, ids);
    return { movements: await present(rows) };
  }

  async function shelfOf(variantId: string, branchId: string, field = 'branchId') {
    const [variant, branch] = await Promise.all([
      repository.variant(variantId, projectId),
      repository.branch(branchId, projectId),
    ]);
    if (!variant) {
      throw badRequest(STOCK_MESSAGES.variantNotFound, {
        variantId: STOCK_MESSAGES.variantNotFound,
      });
    }
    if (!branch) {
      throw badRequest(STOCK_MESSAGES.branchNotFound, { [field]: STOCK_MESSAGES.branchNotFound });
    }
    return { variant, branch };
  }

  async function refreshIfListed(productActive: boolean) {
    if (productActive) await deps.refreshCatalogue();
  }

  return {
    async grid(query: Omit<StockGridQuery, 'projectId'>) {
      const { rows, total } = await repository.grid({ ...query, projectId });
      const reserved = await deps.orders.reservedUnits([
        ...new Set(rows.map((row) => row.variantId)),
      ]);
      const data: StockRow[] = rows.map((row) => {
        const held = reserved.get(deps.orders.shelfKey(row.variantId, row.branchId)) ?? 0;
        return {
          ...row,
          reserved: held,
          onHand: row.available + held,
          low: row.available <= row.threshold,
        };
      });
      return { data, meta: pageMeta(query, total) };
    },

    async movements(query: Omit<MovementsQuery, 'projectId'>) {
      const { rows, total } = await repository.movements({ ...query, projectId });
      return { data: await present(rows), meta: pageMeta(query, total) };
    },

    /**
     * A change of units or a new count on hand (units reserved by open orders are still on the
     * shelf, so the units a branch can sell become the count minus them). 409 and nothing
     * changed when it would go below zero.
     */
    async adjust(actor: Actor, input: StockAdjustment) {
      const { variant, branch } = await shelfOf(input.variantId, input.branchId);
      const context = { reason: input.reason, actorId: actor.id, note: input.note };
      const change = await repository.transaction(async (tx) => {
        let done: StockChange | null;
        if (input.mode === 'count') {
          // Locked before the reserved units are read: no checkout can move units meanwhile.
          await stock.lockShelf(variant.id, branch.id, tx);
          const reserved = await deps.orders.reservedUnits([variant.id], tx);
          const held = reserved.get(deps.orders.shelfKey(variant.id, branch.id)) ?? 0;
          if (input.units < held) {
            throw conflict(
              `${held} unit${held === 1 ? ' is' : 's are'} reserved by open orders at ${branch.name}: the count cannot be below ${held}. Nothing was changed.`,
            );
          }
          done = await stock.setAvailable(
            variant.id,
            branch.id,
            input.units - held,
            { ...context, reason: 'count_correction' },
            tx,
          );
          if (!done) return null;
        } else {
          done = await stock.adjust(variant.id, branch.id, input.units, context, tx);
          if (!done) {
            const left = await stock.unitsLeft(variant.id, branch.id, tx);
            throw conflict(belowZeroMessage(left, variant.sku, branch.name));
          }
        }
        await deps.recordActivity(tx, actor, {
          action: `stock.${input.reason}`,
          recordType: 'variant',
          recordId: variant.id,
          changes: { ...changeLog(done), branch: { before: null, after: branch.name } },
        });
        return done;
      });
      if (!change) return { movements: [] };
      await refreshIfListed(variant.productActive);
      return written([change]);
    },

    /** Out of one branch, into another, as one move: both or neither. */
    async transfer(actor: Actor, input: StockTransfer) {
      const { variant, branch: from } = await shelfOf(
        input.variantId,
        input.fromBranchId,
        'fromBranchId',
      );
      const { branch: to } = await shelfOf(input.variantId, input.toBranchId, 'toBranchId');
      const transferId = randomUUID();
      const moved = await repository.transaction(async (tx) => {
        const done = await stock.transfer(
          variant.id,
          from.id,
          to.id,
          input.units,
          { transferId, actorId: actor.id, note: input.note },
          tx,
        );
        if (!done) {
          const left = await stock.unitsLeft(variant.id, from.id, tx);
          throw conflict(belowZeroMessage(left, variant.sku, from.name));
        }
        await deps.recordActivity(tx, actor, {
          action: 'stock.transfer',
          recordType: 'variant',
          recordId: variant.id,
          changes: {
            [`available at ${from.name}`]: {
              before: done.out.quantityBefore,
              after: done.out.quantityAfter,
            },
            [`available at ${to.name}`]: {
              before: done.in.quantityBefore,
              after: done.in.quantityAfter,
            },
            transferId: { before: null, after: transferId },
          },
        });
        return done;
      });
      await refreshIfListed(variant.productActive);
      return written([moved.out, moved.in]);
    },

    async setThreshold(actor: Actor, input: { variantId: string; threshold: number }) {
      const variant = await repository.variant(input.variantId, projectId);
      if (!variant) {
        throw badRequest(STOCK_MESSAGES.variantNotFound, {
          variantId: STOCK_MESSAGES.variantNotFound,
        });
      }
      if (variant.threshold !== input.threshold) {
        await repository.transaction(async (tx) => {
          await repository.setThreshold(variant.id, input.threshold, tx);
          await deps.recordActivity(tx, actor, {
            action: 'stock.threshold',
            recordType: 'variant',
            recordId: variant.id,
            changes: { lowStockThreshold: { before: variant.threshold, after: input.threshold } },
          });
        });
      }
      return { variantId: variant.id, threshold: input.threshold };
    },
  };
}

export type StockAdminService = ReturnType<typeof createStockAdminService>;
