import type { CourierProvider, Parcel } from './provider';
import { COURIER_RATES, type CourierRates, type ZoneRate } from './rate-table';

const CUBIC_CM_PER_CUBIC_METRE = 1_000_000;

/** Total weight (grams) and volume (cm³) of a shipment. */
export function shipmentSize(parcels: readonly Parcel[]) {
  let grams = 0;
  let cubicCm = 0;
  for (const parcel of parcels) {
    grams += parcel.weightGrams * parcel.quantity;
    if (parcel.widthCm && parcel.depthCm && parcel.heightCm) {
      cubicCm += parcel.widthCm * parcel.depthCm * parcel.heightCm * parcel.quantity;
    }
  }
  return { grams, cubicCm };
}

/** base + max(kg × rate, m³ × rate), both measures rounded up, the fee up to a whole peso. */
export function zoneFeeCentavos(rate: ZoneRate, parcels: readonly Parcel[]): number {
  const { grams, cubicCm } = shipmentSize(parcels);
  const byWeight = Math.ceil(grams / 1000) * rate.perKgCentavos;
  // Tenths of a cubic metre, rounded up.
  const byVolume =
    Math.ceil((cubicCm * 10) / CUBIC_CM_PER_CUBIC_METRE) * (rate.perCubicMetreCentavos / 10);
  const fee = rate.baseCentavos + Math.max(byWeight, byVolume);
  return Math.ceil(fee / 100) * 100;
}

/** The built-in courier provider: the zone × weight/volume table of rate-table.ts. */
export function createTableCourierProvider(
  rates: readonly CourierRates[] = COURIER_RATES,
): CourierProvider {
  return {
    async quote({ zone, parcels }) {
      return rates.flatMap((courier) => {
        const rate = courier.zones[zone];
        if (!rate) return [];
        return [
          {
            code: courier.code,
            name: courier.name,
            feeCentavos: zoneFeeCentavos(rate, parcels),
            estimatedDays: rate.days,
          },
        ];
      });
    },
  };
}
