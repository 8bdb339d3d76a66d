import { formatPeso, fromCentavos, type DiscountDetails } from '@shop/shared';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import type { DiscountCodeRow, DiscountsRepository } from './discounts-repository';
import {
  DISCOUNT_ALREADY_USED,
  DISCOUNT_EXPIRED,
  DISCOUNT_NOT_FOUND,
  DISCOUNT_NOT_STARTED,
  DISCOUNT_USED_UP,
  discountMinSpend,
} from './messages';
import type { DiscountRule } from '../../lib/pricing';

/** A code the rules refuse: 422, with the message on the discountCode field. */
const refused = (message: string) => new HttpError(422, message, { discountCode: message });

export const ruleOf = (code: DiscountCodeRow): DiscountRule => ({
  type: code.type,
  value: code.value,
  maxDiscountCentavos: code.maxDiscountCentavos,
});

export function discountDetails(code: DiscountCodeRow): DiscountDetails {
  const value = code.type === 'percentage' ? code.value / 100 : fromCentavos(code.value);
  const what = code.type === 'percentage' ? `${value}% off` : `${formatPeso(value)} off`;
  return { code: code.code, type: code.type, value, message: `${code.code} applied: ${what}.` };
}

export function createDiscountsService(deps: {
  repository: DiscountsRepository;
  projectId: string;
}) {
  const { repository } = deps;
  return {
    /**
     * The code, checked in this order: exists and enabled, started, not ended, uses left in
     * all, uses left for this customer, minimum spend (on the items' subtotal).
     */
    async check(
      input: { code: string; userId: string; subtotalCentavos: number; now: Date },
      tx?: Transaction,
    ): Promise<DiscountCodeRow> {
      const found = await repository.findForCustomer(
        deps.projectId,
        input.code.trim().toUpperCase(),
        input.userId,
        tx,
      );
      const code = found?.code;
      if (!found || !code || !code.isActive) throw refused(DISCOUNT_NOT_FOUND);
      if (code.startsAt && input.now < code.startsAt) throw refused(DISCOUNT_NOT_STARTED);
      if (code.endsAt && input.now >= code.endsAt) throw refused(DISCOUNT_EXPIRED);
      if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) {
        throw refused(DISCOUNT_USED_UP);
      }
      if (code.perCustomerLimit !== null && found.uses >= code.perCustomerLimit) {
        throw refused(DISCOUNT_ALREADY_USED);
      }
      if (input.subtotalCentavos < code.minSpendCentavos) {
        throw refused(discountMinSpend(code.minSpendCentavos));
      }
      return code;
    },

    /** At checkout, in its transaction: one more use, or 422 when the last one just went. */
    async redeem(
      code: DiscountCodeRow,
      use: { userId: string; orderId: string; amountCentavos: number; now: Date },
      tx: Transaction,
    ) {
      if (!(await repository.takeUse(code.id, tx))) throw refused(DISCOUNT_USED_UP);
      await repository.recordRedemption(
        {
          discountCodeId: code.id,
          userId: use.userId,
          orderId: use.orderId,
          amountCentavos: use.amountCentavos,
          createdAt: use.now,
        },
        tx,
      );
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
