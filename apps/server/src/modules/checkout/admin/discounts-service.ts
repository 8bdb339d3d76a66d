import { fromCentavos, toCentavos } from '@shop/shared';
import {
  DISCOUNT_MESSAGES,
  type AdminDiscount,
  type AdminDiscountDetail,
  type DiscountInput,
  type DiscountListQuery,
  type DiscountStatus,
} from '@shop/shared/admin/discounts';
import type { Transaction } from '../../../db/client';
import { badRequest, HttpError, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { pageMeta } from '../../../lib/pagination';
import { changedFields, type ActivityRecord, type Actor } from '../../activity/index';
import type { CategoryMembership } from '../../catalogue/index';
import type { OrderSummary } from '../../orders/index';
import type { AdminDiscountsRepository, DiscountRow, DiscountValues } from './discounts-repository';

/** How many of a code's latest orders its page lists. */
export const RECENT_USES = 10;

export interface AdminDiscountsDeps {
  repository: AdminDiscountsRepository;
  catalogue: Pick<CategoryMembership, 'categoryNames' | 'productNames'>;
  orders: { summaries(ids: string[]): Promise<Map<string, OrderSummary>> };
  recordActivity(tx: Transaction, actor: Actor, change: ActivityRecord): Promise<void>;
  projectId: string;
  now: () => Date;
}

interface Limits {
  categoryIds: string[];
  productIds: string[];
}

interface Figures {
  revenueCentavos: number;
  discountCentavos: number;
}

/** The code's own fields as the console shows them (and the activity log compares them). */
function snapshotOf(row: DiscountRow, limits: Limits) {
  return {
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.type === 'percentage' ? row.value / 100 : fromCentavos(row.value),
    maxDiscount: row.maxDiscountCentavos === null ? null : fromCentavos(row.maxDiscountCentavos),
    minSpend: fromCentavos(row.minSpendCentavos),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    categoryIds: limits.categoryIds,
    productIds: limits.productIds,
    isActive: row.isActive,
  };
}

const LOGGED_FIELDS = [
  'code',
  'description',
  'type',
  'value',
  'maxDiscount',
  'minSpend',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'categoryIds',
  'productIds',
  'isActive',
] as const;

function present(
  row: DiscountRow,
  status: DiscountStatus,
  limits: Limits,
  figures: Figures,
): AdminDiscount {
  const { isActive: _isActive, ...fields } = snapshotOf(row, limits);
  return {
    id: row.id,
    ...fields,
    status,
    uses: row.timesUsed,
    revenue: fromCentavos(figures.revenueCentavos),
    discountGiven: fromCentavos(figures.discountCentavos),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(input: DiscountInput): DiscountValues {
  return {
    code: input.code,
    description: input.description,
    type: input.type,
    value: input.type === 'percentage' ? Math.round(input.value * 100) : toCentavos(input.value),
    maxDiscountCentavos: input.maxDiscount === null ? null : toCentavos(input.maxDiscount),
    minSpendCentavos: toCentavos(input.minSpend),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
  };
}

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].sort();

/**
 * Discount codes in the console: the list with each code's uses, revenue and discount given,
 * a code's page, and every write (create, edit, pause, resume, expire) in the activity log.
 * Checkout reads codes from the database on every price, so a change here counts at once.
 */
export function createAdminDiscountsService(deps: AdminDiscountsDeps) {
  const { repository, projectId } = deps;

  async function load(id: string, tx?: Transaction) {
    const found = isUuid(id) ? await repository.find(projectId, id, deps.now(), tx) : undefined;
    if (!found) throw notFound(DISCOUNT_MESSAGES.notFound);
    return found;
  }

  /** Revenue (orders not cancelled) and discount given, per code. */
  async function figuresOf(codeIds: string[]): Promise<Map<string, Figures>> {
    const figures = new Map(codeIds.map((id) => [id, { revenueCentavos: 0, discountCentavos: 0 }]));
    const redemptions = await repository.redemptions(codeIds);
    const orders = await deps.orders.summaries([...new Set(redemptions.map((r) => r.orderId))]);
    for (const redemption of redemptions) {
      const order = orders.get(redemption.orderId);
      const sums = figures.get(redemption.codeId);
      if (!order || order.cancelled || !sums) continue;
      sums.revenueCentavos += order.totalCentavos;
      sums.discountCentavos += redemption.amountCentavos;
    }
    return figures;
  }

  async function checkLimits(input: DiscountInput, tx: Transaction): Promise<Limits> {
    const limits = { categoryIds: unique(input.categoryIds), productIds: unique(input.productIds) };
    const categories = await deps.catalogue.categoryNames(limits.categoryIds, tx);
    if (categories.size !== limits.categoryIds.length) {
      throw badRequest(DISCOUNT_MESSAGES.unknownCategory, {
        categoryIds: DISCOUNT_MESSAGES.unknownCategory,
      });
    }
    const products = await deps.catalogue.productNames(limits.productIds, tx);
    if (products.size !== limits.productIds.length) {
      throw badRequest(DISCOUNT_MESSAGES.unknownProduct, {
        productIds: DISCOUNT_MESSAGES.unknownProduct,
      });
    }
    return limits;
  }

  async function detail(id: string): Promise<AdminDiscountDetail> {
    const { code, status } = await load(id);
    const limits = (await repository.limits([code.id])).get(code.id)!;
    const figures = (await figuresOf([code.id])).get(code.id)!;
    const categories = await deps.catalogue.categoryNames(limits.categoryIds);
    const products = await deps.catalogue.productNames(limits.productIds);
    const recent = await repository.recentRedemptions(code.id, RECENT_USES);
    const orders = await deps.orders.summaries(recent.map((use) => use.orderId));
    return {
      ...present(code, status, limits, figures),
      categories: limits.categoryIds.flatMap((categoryId) => {
        const name = categories.get(categoryId);
        return name === undefined ? [] : [{ id: categoryId, name }];
      }),
      products: limits.productIds.flatMap((productId) => {
        const product = products.get(productId);
        return product ? [{ id: productId, ...product }] : [];
      }),
      recentUses: recent.flatMap((use) => {
        const order = orders.get(use.orderId);
        if (!order) return [];
        return [
          {
            orderId: use.orderId,
            orderNumber: order.orderNumber,
            customer: order.customer,
            createdAt: use.createdAt.toISOString(),
            discount: fromCentavos(use.amountCentavos),
            total: fromCentavos(order.totalCentavos),
            cancelled: order.cancelled,
          },
        ];
      }),
    };
  }

  /** Runs a change of one code in a transaction and logs what it changed. */
  async function change(
    actor: Actor,
    action: string,
    id: string | null,
    write: (
      tx: Transaction,
      before: { code: DiscountRow; status: DiscountStatus; limits: Limits } | null,
    ) => Promise<string>,
  ) {
    const savedId = await repository.transaction(async (tx) => {
      const found = id ? await load(id, tx) : null;
      const before = found
        ? { ...found, limits: (await repository.limits([found.code.id], tx)).get(found.code.id)! }
        : null;
      const codeId = await write(tx, before);
      const after = await load(codeId, tx);
      const afterLimits = (await repository.limits([codeId], tx)).get(codeId)!;
      const changes = changedFields(
        before ? snapshotOf(before.code, before.limits) : null,
        snapshotOf(after.code, afterLimits),
        LOGGED_FIELDS,
      );
      if (Object.keys(changes).length > 0) {
        await deps.recordActivity(tx, actor, {
          action,
          recordType: 'discount_code',
          recordId: codeId,
          changes,
        });
      }
      return codeId;
    });
    return detail(savedId);
  }

  async function checkCodeFree(code: string, exceptId: string | null, tx: Transaction) {
    if (await repository.codeTaken(projectId, code, exceptId, tx)) {
      throw new HttpError(409, DISCOUNT_MESSAGES.codeTaken, { code: DISCOUNT_MESSAGES.codeTaken });
    }
  }

  return {
    async list(query: DiscountListQuery) {
      const { rows, total } = await repository.list({ ...query, projectId, now: deps.now() });
      const ids = rows.map((row) => row.code.id);
      const limits = await repository.limits(ids);
      const figures = await figuresOf(ids);
      return {
        data: rows.map((row) =>
          present(row.code, row.status, limits.get(row.code.id)!, figures.get(row.code.id)!),
        ),
        meta: pageMeta(query, total),
      };
    },

    detail,

    create: (actor: Actor, input: DiscountInput) =>
      change(actor, 'discount.create', null, async (tx) => {
        await checkCodeFree(input.code, null, tx);
        const limits = await checkLimits(input, tx);
        const id = await repository.insert(projectId, valuesOf(input), tx);
        await repository.setLimits(id, limits, tx);
        return id;
      }),

    update: (actor: Actor, id: string, input: DiscountInput) =>
      change(actor, 'discount.update', id, async (tx, before) => {
        const codeId = before!.code.id;
        await checkCodeFree(input.code, codeId, tx);
        const limits = await checkLimits(input, tx);
        await repository.update(codeId, valuesOf(input), deps.now(), tx);
        await repository.setLimits(codeId, limits, tx);
        return codeId;
      }),

    pause: (actor: Actor, id: string) =>
      change(actor, 'discount.pause', id, async (tx, before) => {
        if (!before!.code.isActive) throw new HttpError(409, DISCOUNT_MESSAGES.alreadyPaused);
        await repository.update(before!.code.id, { isActive: false }, deps.now(), tx);
        return before!.code.id;
      }),

    resume: (actor: Actor, id: string) =>
      change(actor, 'discount.resume', id, async (tx, before) => {
        if (before!.code.isActive) throw new HttpError(409, DISCOUNT_MESSAGES.notPaused);
        await repository.update(before!.code.id, { isActive: true }, deps.now(), tx);
        return before!.code.id;
      }),

    /** Ends the code now (a code not started yet starts and ends now). */
    expire: (actor: Actor, id: string) =>
      change(actor, 'discount.expire', id, async (tx, before) => {
        const now = deps.now();
        const { code } = before!;
        if (code.endsAt && code.endsAt <= now) {
          throw new HttpError(409, DISCOUNT_MESSAGES.alreadyEnded);
        }
        const startsAt = code.startsAt && code.startsAt > now ? now : code.startsAt;
        await repository.update(code.id, { endsAt: now, startsAt }, now, tx);
        return code.id;
      }),
  };
}

export type AdminDiscountsService = ReturnType<typeof createAdminDiscountsService>;
