import { describe, expect, it } from 'vitest';
import { createTableCourierProvider, zoneFeeCentavos } from './table-provider';

const sofa = { weightGrams: 68_000, widthCm: 210, depthCm: 90, heightCm: 85, quantity: 1 };
const lamp = { weightGrams: 4_000, widthCm: 30, depthCm: 30, heightCm: 60, quantity: 2 };

describe('the built-in zone × weight/volume table', () => {
  it('charges base + the larger of weight and volume, up to a whole peso', () => {
    const rate = {
      baseCentavos: 350_00,
      perKgCentavos: 8_00,
      perCubicMetreCentavos: 900_00,
      days: { min: 1, max: 3 },
    };
    // 1.6065 m³ → 1.7 m³ × ₱900 = ₱1,530 beats 68 kg × ₱8 = ₱544.
    expect(zoneFeeCentavos(rate, [sofa])).toBe(350_00 + 1_530_00);
    // Two lamps: 0.108 m³ → 0.2 m³ × ₱900 = ₱180 beats 8 kg × ₱8 = ₱64.
    expect(zoneFeeCentavos(rate, [lamp])).toBe(350_00 + 180_00);
  });

  it('offers only the couriers that serve the zone', async () => {
    const provider = createTableCourierProvider();
    const codes = async (zone: 'metro_manila' | 'luzon' | 'visayas' | 'mindanao') =>
      (await provider.quote({ zone, regionCode: 'x', parcels: [sofa] })).map((q) => q.code);
    expect(await codes('metro_manila')).toEqual(['casa-fleet', 'lbc-cargo']);
    expect(await codes('luzon')).toEqual(['casa-fleet', 'lbc-cargo', '2go-freight']);
    expect(await codes('visayas')).toEqual(['lbc-cargo', '2go-freight']);
    expect(await codes('mindanao')).toEqual(['lbc-cargo', '2go-freight']);
  });

  it('costs more the farther the zone', async () => {
    const provider = createTableCourierProvider();
    const lbc = async (zone: 'metro_manila' | 'mindanao') =>
      (await provider.quote({ zone, regionCode: 'x', parcels: [sofa] })).find(
        (q) => q.code === 'lbc-cargo',
      )!.feeCentavos;
    expect(await lbc('mindanao')).toBeGreaterThan(await lbc('metro_manila'));
  });
});
