import { randomUUID } from 'node:crypto';
import { ABROAD_DELIVERY_ONLY_MESSAGE, ABROAD_ONLINE_ONLY_MESSAGE } from '@shop/shared';
import type { CheckoutBodySchemaOutput } from './checkout-types';
import type { Database, Transaction } from '../../db/client';
import { HttpError, badRequest, conflict } from '../../errors';
import { isUuid } from '../../lib/ids';
import type { JobRunner } from '../../platform/jobs/runner';
import { addressSnapshot, type AddressesService } from '../addresses/index';
import {
  type CartLine,
  planCentavos,
  type CartService,
  noLongerAvailable,
  onlyLeft,
} from '../cart/index';
import type { NewOrderLine, OrderPlacementService } from '../orders/index';
import type { PaymentsService } from '../payments/index';
import type { StockRepository } from '../stock/index';
import { assemblyDateProblem, manilaToday, type AssemblyRules } from './assembly-dates';
import type { DiscountsService } from './discounts-service';
import type { IdempotencyRepository } from './idempotency-repository';
import { KeyTakenError, requestHash } from './idempotency';
import {
  ADDRESS_REQUIRED,
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_KEY_REQUIRED,
  IDEMPOTENCY_KEY_REUSED,
  PAYMENT_METHOD_REQUIRED,
  PICKUP_BRANCH_REQUIRED,
  PREFERRED_DATE_PAST,
  codAboveMax,
  pickupFromOtherBranch,
  soldOut,
} from './messages';
import type { QuoteService } from './quote-service';

export interface CheckoutResult {
  _id: string;
  orderNumber: string;
  status: string;
  paymentRedirectUrl?: string;
}

const field = (name: string, message: string) => badRequest(message, { [name]: message });

export function createCheckoutService(deps: {
  db: Database;
  cart: CartService;
  addresses: AddressesService;
  quotes: QuoteService;
  discounts: DiscountsService;
  orders: OrderPlacementService;
  stock: StockRepository;
  payments: PaymentsService;
  idempotency: IdempotencyRepository;
  jobs: JobRunner;
  codMaxCentavos: number;
  assembly: AssemblyRules;
  now: () => Date;
}) {
  const { cart, orders, stock } = deps;

  async function replay(userId: string, key: string, hash: string) {
    const existing = await deps.idempotency.find(userId, key);
    if (!existing) return undefined;
    if (existing.requestHash !== hash) throw conflict(IDEMPOTENCY_KEY_REUSED);
    if (!existing.response) throw conflict(IDEMPOTENCY_IN_PROGRESS);
    return existing.response as unknown as CheckoutResult;
  }

  /** What needs no database: the choices the body must carry, dates, the payment channel. */
  function checkChoices(body: CheckoutBodySchemaOutput, now: Date) {
    if (body.fulfillmentType === 'delivery' && !body.address) {
      throw field('address', ADDRESS_REQUIRED);
    }
    if (body.fulfillmentType === 'pickup' && !body.branchId) {
      throw field('branchId', PICKUP_BRANCH_REQUIRED);
    }
    if (!body.paymentMethod) throw field('paymentMethod', PAYMENT_METHOD_REQUIRED);
    // A buyer abroad pays online and the order goes to the recipient's door (decision 029).
    if (body.abroad && body.fulfillmentType !== 'delivery') {
      throw field('fulfillmentType', ABROAD_DELIVERY_ONLY_MESSAGE);
    }
    if (body.abroad && body.paymentMethod !== 'online') {
      throw new HttpError(422, ABROAD_ONLINE_ONLY_MESSAGE, {
        paymentMethod: ABROAD_ONLINE_ONLY_MESSAGE,
      });
    }
    if (body.preferredAssemblyDate) {
      const problem = assemblyDateProblem(body.preferredAssemblyDate, now, deps.assembly);
      if (problem) throw field('preferredAssemblyDate', problem);
    }
    if (body.preferredDateTime) {
      const wanted = /^\d{4}-\d{2}-\d{2}$/.test(body.preferredDateTime)
        ? body.preferredDateTime
        : manilaToday(new Date(Date.parse(body.preferredDateTime)));
      if (wanted < manilaToday(now)) throw field('preferredDateTime', PREFERRED_DATE_PAST);
    }
    return body.paymentMethod === 'online' ? deps.payments.channel(body.paynamicsChannel) : null;
  }

  /** In cart order by variant and branch, so two checkouts lock stock rows in one order. */
  async function reserve(lines: CartLine[], orderId: string, tx: Transaction): Promise<void> {
    const sorted = [...lines].sort((a, b) =>
      `${a.variantId}:${a.branchId}`.localeCompare(`${b.variantId}:${b.branchId}`),
    );
    for (const line of sorted) {
      const sale = await stock.reserve(line.variantId, line.branchId, line.quantity, tx, orderId);
      if (sale) continue;
      const left = await stock.unitsLeft(line.variantId, line.branchId, tx);
      throw conflict(
        left > 0 ? onlyLeft(left, line.branchName) : soldOut(line.name, line.branchName),
      );
    }
  }

  async function place(
    userId: string,
    key: string,
    hash: string,
    body: CheckoutBodySchemaOutput,
    channel: { paynamicsChannel: string; name: string } | null,
    now: Date,
    tx: Transaction,
  ): Promise<CheckoutResult> {
    if (!(await deps.idempotency.claim(userId, key, hash, now, tx))) throw new KeyTakenError();
    // A Buy now checkout locks its own cart and leaves the customer's cart as it is.
    // Locked before it is read, so a second checkout of one sale cart finds it gone.
    if (body.saleCartId) {
      if (isUuid(body.saleCartId)) await cart.lock(body.saleCartId, tx);
    } else {
      await cart.lockMainCart(userId, tx);
    }
    const { cartId, lines, sale } = await cart.linesToOrder(
      userId,
      body.items,
      tx,
      body.saleCartId,
    );
    const gone = lines.find((line) => !line.productActive);
    if (gone) throw conflict(noLongerAvailable(gone.name));

    const shipping = body.address ? await deps.addresses.owned(userId, body.address, tx) : null;
    const billing = body.billingAddress
      ? await deps.addresses.owned(userId, body.billingAddress, tx)
      : shipping;
    let pickup: { id: string; name: string } | null = null;
    if (body.fulfillmentType === 'pickup') {
      pickup = await cart.branch(body.branchId ?? '', tx);
      const elsewhere = lines.filter((line) => line.branchId !== pickup?.id);
      if (elsewhere.length > 0) {
        const message = pickupFromOtherBranch(
          pickup.name,
          elsewhere.map((line) => line.name),
        );
        throw field('branchId', message);
      }
    }

    const quote = await deps.quotes.quote(
      {
        userId,
        lines,
        discountCode: body.discountCode,
        fulfillmentType: body.fulfillmentType,
        courier: body.courier,
        region: body.fulfillmentType === 'delivery' ? (shipping?.region ?? null) : null,
        complete: true,
        now,
      },
      tx,
    );
    const totals = quote.breakdown;
    // Cash at the door is capped; paying at the branch counter is not.
    if (
      body.paymentMethod === 'cod' &&
      body.fulfillmentType === 'delivery' &&
      totals.totalCentavos > deps.codMaxCentavos
    ) {
      throw new HttpError(422, codAboveMax(deps.codMaxCentavos), {
        paymentMethod: codAboveMax(deps.codMaxCentavos),
      });
    }

    // The order's id is chosen now so the stock rows name it as they are written.
    const orderId = randomUUID();
    await reserve(lines, orderId, tx);

    const items: NewOrderLine[] = lines.map((line, index) => {
      const priced = totals.lines[index]!;
      return {
        position: index,
        productId: line.productId,
        variantId: line.variantId,
        branchId: line.branchId,
        name: line.name,
        friendlyUrl: line.friendlyUrl,
        imageUrl: line.imageKey ? `/media/${line.imageKey}` : null,
        imageAlt: line.imageAlt ?? '',
        sku: line.sku,
        color: line.color,
        size: line.size,
        material: line.material,
        unitPriceCentavos: line.priceCentavos,
        compareAtPriceCentavos: line.compareAtPriceCentavos,
        quantity: line.quantity,
        withProtectionPlan: planCentavos(line) > 0,
        protectionPlanName: line.planName,
        protectionPlanYears: line.planYears,
        protectionPlanPriceCentavos: line.planPriceCentavos,
        grossCentavos: priced.grossCentavos,
        discountCentavos: priced.discountCentavos,
        netCentavos: priced.netCentavos,
        vatCentavos: priced.vatCentavos,
      };
    });
    const order = await orders.place(
      {
        id: orderId,
        userId,
        fulfillmentType: body.fulfillmentType,
        pickupBranchId: pickup?.id ?? null,
        pickupBranchName: pickup?.name ?? null,
        shippingAddress:
          body.fulfillmentType === 'delivery' && shipping ? addressSnapshot(shipping) : null,
        billingAddress: billing ? addressSnapshot(billing) : null,
        courier: quote.courier ? { code: quote.courier.code, name: quote.courier.name } : null,
        preferredDateTime: body.preferredDateTime ?? null,
        preferredAssemblyDate: body.preferredAssemblyDate ?? null,
        notes: notesWithCodeNote(
          body.notes ?? '',
          body.fulfillmentType,
          quote.code?.code.orderNote,
        ),
        trackStatus: body.trackStatus,
        discountCode: quote.code?.code.code ?? null,
        totals: {
          subtotalCentavos: totals.subtotalCentavos,
          discountCentavos: totals.discountCentavos,
          shippingFeeCentavos: totals.shippingFeeCentavos,
          vatCentavos: totals.vatCentavos,
          vatableSalesCentavos: totals.vatableSalesCentavos,
          totalCentavos: totals.totalCentavos,
        },
        paymentMethod: body.paymentMethod ?? 'cod',
        paymentChannel: channel ? { code: channel.paynamicsChannel, name: channel.name } : null,
        abroad: body.abroad ?? null,
        items,
      },
      tx,
    );
    if (quote.code) {
      await deps.discounts.redeem(
        quote.code.code,
        { userId, orderId: order.id, amountCentavos: totals.discountCentavos, now },
        tx,
      );
    }
    const result: CheckoutResult = {
      _id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
    };
    if (channel) {
      result.paymentRedirectUrl = await deps.payments.startAttempt(
        order,
        channel.paynamicsChannel,
        tx,
      );
    }
    if (sale) {
      await cart.removeCart(cartId, tx);
    } else {
      await cart.removeLines(
        cartId,
        lines.map((line) => line.id),
        tx,
      );
    }
    await deps.idempotency.complete(userId, key, order.id, { ...result }, tx);
    return result;
  }

  return {
    /**
     * Places the order for the checked items in one transaction: prices, code and fee
     * recomputed, stock reserved, order and first statuses written, items taken out of the
     * cart. The same Idempotency-Key and body answer the same order; another body is a 409.
     */
    async checkout(
      userId: string,
      key: string | undefined,
      body: CheckoutBodySchemaOutput,
    ): Promise<{ result: CheckoutResult; replayed: boolean }> {
      if (!key || key.length > 200) throw badRequest(IDEMPOTENCY_KEY_REQUIRED);
      const hash = requestHash(body);
      const earlier = await replay(userId, key, hash);
      if (earlier) return { result: earlier, replayed: true };
      const now = deps.now();
      const channel = checkChoices(body, now);
      try {
        const result = await deps.db.transaction((tx) =>
          place(userId, key, hash, body, channel, now, tx),
        );
        deps.jobs.kick();
        return { result, replayed: false };
      } catch (error) {
        if (!(error instanceof KeyTakenError)) throw error;
        const winner = await replay(userId, key, hash);
        if (!winner) throw conflict(IDEMPOTENCY_IN_PROGRESS);
        return { result: winner, replayed: true };
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** A code's note for the courier (a trade-in's "collect the old item") rides on delivery orders. */
function notesWithCodeNote(
  notes: string,
  fulfillmentType: string,
  codeNote: string | null | undefined,
): string {
  if (!codeNote || fulfillmentType !== 'delivery') return notes;
  return notes ? `${notes}\n${codeNote}` : codeNote;
}
