import { formatPeso } from '@shop/shared';
import { ZONE_NAMES, type CourierQuote, type Zone } from './provider';

export interface FreeDeliveryRule {
  zone: Zone;
  /** The items' subtotal (with protection plans, before discount codes) that earns it. */
  minimumCentavos: number;
  /** The couriers that deliver for free: the shop's own trucks, not the partners it pays. */
  courierCodes: readonly string[];
}

/**
 * The shop's free-delivery promise, in one place: checkout applies it, and the ticker, the FAQ
 * and product descriptions say it with `freeDeliveryText` (docs/decisions/010).
 */
export const FREE_DELIVERY: FreeDeliveryRule = {
  zone: 'metro_manila',
  minimumCentavos: 15_000_00,
  courierCodes: ['casa-fleet'],
};

const wholePesos = (centavos: number) => formatPeso(centavos / 100).replace(/\.00$/, '');

/** 'Free delivery within Metro Manila on orders of ₱15,000 or more.' */
export function freeDeliveryText(rule: FreeDeliveryRule = FREE_DELIVERY): string {
  return `Free delivery within ${ZONE_NAMES[rule.zone]} on orders of ${wholePesos(rule.minimumCentavos)} or more.`;
}

/** The quotes with the rule applied: its couriers cost nothing when the order qualifies. */
export function withFreeDelivery(
  quotes: CourierQuote[],
  shipment: { zone: Zone; merchandiseCentavos: number },
  rule: FreeDeliveryRule = FREE_DELIVERY,
): CourierQuote[] {
  const qualifies =
    shipment.zone === rule.zone && shipment.merchandiseCentavos >= rule.minimumCentavos;
  if (!qualifies) return quotes;
  return quotes.map((quote) =>
    rule.courierCodes.includes(quote.code) ? { ...quote, feeCentavos: 0 } : quote,
  );
}
