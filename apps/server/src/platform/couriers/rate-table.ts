import type { Zone } from './provider';

export interface ZoneRate {
  /** Per shipment. */
  baseCentavos: number;
  /** The larger of weight and volume charges applies (furniture is bulky before it is heavy). */
  perKgCentavos: number;
  perCubicMetreCentavos: number;
  days: { min: number; max: number };
}

export interface CourierRates {
  code: string;
  name: string;
  zones: Partial<Record<Zone, ZoneRate>>;
}

const rate = (
  base: number,
  perKg: number,
  perCubicMetre: number,
  min: number,
  max: number,
): ZoneRate => ({
  baseCentavos: base * 100,
  perKgCentavos: perKg * 100,
  perCubicMetreCentavos: perCubicMetre * 100,
  days: { min, max },
});

/** The shop's delivery options, in pesos; a courier serves only the zones it lists. */
export const COURIER_RATES: readonly CourierRates[] = [
  {
    code: 'casa-fleet',
    name: 'Casa Filipina Delivery Truck',
    zones: {
      metro_manila: rate(350, 8, 900, 1, 3),
      luzon: rate(900, 15, 1600, 3, 6),
    },
  },
  {
    code: 'lbc-cargo',
    name: 'LBC Cargo',
    zones: {
      metro_manila: rate(250, 25, 1800, 2, 4),
      luzon: rate(300, 35, 2400, 3, 7),
      visayas: rate(400, 45, 3200, 5, 10),
      mindanao: rate(450, 50, 3600, 6, 12),
    },
  },
  {
    code: '2go-freight',
    name: '2GO Freight',
    zones: {
      luzon: rate(500, 20, 1500, 5, 9),
      visayas: rate(600, 22, 1700, 6, 10),
      mindanao: rate(700, 25, 1900, 7, 12),
    },
  },
];
