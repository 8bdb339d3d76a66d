import { fromCentavos } from '@shop/shared';
import type { Transaction } from '../../db/client';
import { badRequest } from '../../errors';
import type { CourierQuote, Parcel } from '../../platform/couriers/index';
import { type CartLine, planCentavos } from '../cart/index';
import type { CouriersService, Shipment } from './couriers-service';
import {
  discountDetails,
  ruleOf,
  type AppliedCode,
  type DiscountsService,
} from './discounts-service';
import { ADDRESS_REQUIRED, COURIER_REQUIRED } from './messages';
import { priceLines, type PriceBreakdown } from '../../lib/pricing';

export interface QuoteInput {
  userId: string;
  lines: CartLine[];
  discountCode: string | null | undefined;
  fulfillmentType: 'delivery' | 'pickup';
  courier: string | null | undefined;
  /** The delivery address' region (name or code). */
  region: string | null;
  /** Checkout needs every choice made; a price preview takes what it is given. */
  complete: boolean;
  now: Date;
}

export interface Quote {
  breakdown: PriceBreakdown;
  /** The code and the lines it applies to. */
  code: AppliedCode | null;
  courier: CourierQuote | null;
}

const parcelsOf = (lines: CartLine[]): Parcel[] =>
  lines.map((line) => ({
    weightGrams: line.weightGrams,
    widthCm: line.widthCm,
    depthCm: line.depthCm,
    heightCm: line.heightCm,
    quantity: line.quantity,
  }));

const priceInputsOf = (lines: CartLine[]) =>
  lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    unitCentavos: line.priceCentavos,
    planCentavos: planCentavos(line),
  }));

/** The lines as one delivery: parcels, and the items' subtotal that free delivery looks at. */
export const shipmentOf = (lines: CartLine[]): Shipment => ({
  parcels: parcelsOf(lines),
  merchandiseCentavos: priceLines(priceInputsOf(lines), null, 0).subtotalCentavos,
});

/** Prices, the code and the courier fee, all from the database and rate table, never the client. */
export function createQuoteService(deps: {
  discounts: DiscountsService;
  couriers: CouriersService;
}) {
  return {
    async quote(input: QuoteInput, tx?: Transaction): Promise<Quote> {
      const inputs = priceInputsOf(input.lines);
      let courier: CourierQuote | null = null;
      if (input.fulfillmentType === 'delivery') {
        if (input.complete && !input.region)
          throw badRequest(ADDRESS_REQUIRED, { address: ADDRESS_REQUIRED });
        if (input.complete && !input.courier)
          throw badRequest(COURIER_REQUIRED, { courier: COURIER_REQUIRED });
        if (input.courier && !input.region)
          throw badRequest(ADDRESS_REQUIRED, { addressId: ADDRESS_REQUIRED });
        if (input.courier && input.region) {
          courier = await deps.couriers.pick(input.region, shipmentOf(input.lines), input.courier);
        }
      }
      let code: AppliedCode | null = null;
      if (input.discountCode) {
        const subtotalCentavos = priceLines(inputs, null, 0).subtotalCentavos;
        code = await deps.discounts.check(
          {
            code: input.discountCode,
            userId: input.userId,
            lines: input.lines,
            subtotalCentavos,
            now: input.now,
          },
          tx,
        );
      }
      const breakdown = priceLines(inputs, code ? ruleOf(code) : null, courier?.feeCentavos ?? 0);
      return { breakdown, code, courier };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

export function presentQuote(quote: Quote) {
  const b = quote.breakdown;
  return {
    lines: b.lines.map((line) => ({
      item_id: line.id,
      quantity: line.quantity,
      unit_price: fromCentavos(line.unitCentavos),
      gross: fromCentavos(line.grossCentavos),
      discount: fromCentavos(line.discountCentavos),
      net: fromCentavos(line.netCentavos),
      vat: fromCentavos(line.vatCentavos),
    })),
    subtotal: fromCentavos(b.subtotalCentavos),
    discount: fromCentavos(b.discountCentavos),
    shipping_fee: fromCentavos(b.shippingFeeCentavos),
    shipping_vat: fromCentavos(b.shippingVatCentavos),
    vat: fromCentavos(b.vatCentavos),
    vatable_sales: fromCentavos(b.vatableSalesCentavos),
    total: fromCentavos(b.totalCentavos),
    discount_details: quote.code ? discountDetails(quote.code) : null,
  };
}
