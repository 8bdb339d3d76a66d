import { formatPeso, fromCentavos, type DiscountDetails } from '@shop/shared';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import type { DiscountCodeRow, DiscountsRepository } from './discounts-repository';
import {
  DISCOUNT_ALREADY_USED,
  DISCOUNT_EXPIRED,
  DISCOUNT_NOT_ELIGIBLE,
  DISCOUNT_NOT_FOUND,
  DISCOUNT_NOT_STARTED,
  DISCOUNT_PERSONAL,
  DISCOUNT_USED_UP,
  discountMinSpend,
} from './messages';
import type { DiscountRule } from '../../lib/pricing';
import type { CategoryMembership } from '../catalogue/index';

/** A code that passed its checks, with the cart lines it applies to (null: all of them). */
export interface AppliedCode {
  code: DiscountCodeRow;
  eligibleLineIds: ReadonlySet<string> | null;
}

/** A code the rules refuse: 422, with the message on the discountCode field. */
const refused = (message: string) => new HttpError(422, message, { discountCode: message });

export const ruleOf = ({ code, eligibleLineIds }: AppliedCode): DiscountRule => ({
  type: code.type,
  value: code.value,
  maxDiscountCentavos: code.maxDiscountCentavos,
  ...(eligibleLineIds ? { eligibleLineIds } : {}),
});

export function discountDetails({ code, eligibleLineIds }: AppliedCode): DiscountDetails {
  const value = code.type === 'percentage' ? code.value / 100 : fromCentavos(code.value);
  const what = code.type === 'percentage' ? `${value}% off` : `${formatPeso(value)} off`;
  const scope = eligibleLineIds ? ' on eligible items' : '';
  return {
    code: code.code,
    type: code.type,
    value,
    message: `${code.code} applied: ${what}${scope}.`,
  };
}

export function createDiscountsService(deps: {
  repository: DiscountsRepository;
  categories: Pick<CategoryMembership, 'productsUnder'>;
  projectId: string;
}) {
  const { repository } = deps;

  /** The lines a limited code applies to; null when the code is not limited. */
  async function eligibleLines(
    limits: { categoryIds: string[]; productIds: string[] },
    lines: readonly { id: string; productId: string }[],
    tx?: Transaction,
  ): Promise<Set<string> | null> {
    if (limits.categoryIds.length === 0 && limits.productIds.length === 0) return null;
    const products = new Set(limits.productIds);
    const inCategories = await deps.categories.productsUnder(
      limits.categoryIds,
      [...new Set(lines.map((line) => line.productId))],
      tx,
    );
    return new Set(
      lines
        .filter((line) => products.has(line.productId) || inCategories.has(line.productId))
        .map((line) => line.id),
    );
  }

  return {
    /**
     * The code, checked in this order: exists and enabled, issued to
     * this customer when personal, started, not ended, uses left in
     * all, uses left for this customer, applies to a line of the cart (a code limited to
     * categories or products), minimum spend (on the whole items' subtotal).
     */
    async check(
      input: {
        code: string;
        userId: string;
        lines: readonly { id: string; productId: string }[];
        subtotalCentavos: number;
        now: Date;
      },
      tx?: Transaction,
    ): Promise<AppliedCode> {
      const found = await repository.findForCustomer(
        deps.projectId,
        input.code.trim().toUpperCase(),
        input.userId,
        tx,
      );
      const code = found?.code;
      if (!found || !code || !code.isActive) throw refused(DISCOUNT_NOT_FOUND);
      if (code.customerId !== null && code.customerId !== input.userId) {
        throw refused(DISCOUNT_PERSONAL);
      }
      if (code.startsAt && input.now < code.startsAt) throw refused(DISCOUNT_NOT_STARTED);
      if (code.endsAt && input.now >= code.endsAt) throw refused(DISCOUNT_EXPIRED);
      if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) {
        throw refused(DISCOUNT_USED_UP);
      }
      if (code.perCustomerLimit !== null && found.uses >= code.perCustomerLimit) {
        throw refused(DISCOUNT_ALREADY_USED);
      }
      const eligibleLineIds = await eligibleLines(found.limits, input.lines, tx);
      if (eligibleLineIds?.size === 0) throw refused(DISCOUNT_NOT_ELIGIBLE);
      if (input.subtotalCentavos < code.minSpendCentavos) {
        throw refused(discountMinSpend(code.minSpendCentavos));
      }
      return { code, eligibleLineIds };
    },

    /** At checkout, in its transaction: one more use, or 422 when the last one just went. */
    async redeem(
      code: DiscountCodeRow,
      use: { userId: string; orderId: string; amountCentavos: number; now: Date },
      tx: Transaction,
    ) {
      const redeemed = await repository.redeem(
        {
          discountCodeId: code.id,
          userId: use.userId,
          orderId: use.orderId,
          amountCentavos: use.amountCentavos,
          createdAt: use.now,
        },
        tx,
      );
      if (!redeemed) throw refused(DISCOUNT_USED_UP);
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
