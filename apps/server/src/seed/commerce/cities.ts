import type { CityKind } from '../../db/schema/locations';

// Cities and municipalities (PSGC) of the provinces around the shop's showrooms. Highly
// urbanized cities are listed under the province they lie in, as addresses are written:
// Cebu City, Lapu-Lapu City and Mandaue City under Cebu; Davao City under Davao del Sur.

export interface CitySeed {
  name: string;
  kind: CityKind;
}

const cities = (...names: string[]): CitySeed[] => names.map((name) => ({ name, kind: 'city' }));
const municipalities = (...names: string[]): CitySeed[] =>
  names.map((name) => ({ name, kind: 'municipality' }));

/** Keyed by province name (regions.ts). */
export const CITIES_BY_PROVINCE: Readonly<Record<string, readonly CitySeed[]>> = {
  // Sixteen cities and one municipality.
  'Metro Manila': [
    ...cities(
      'Caloocan City',
      'Las Piñas City',
      'Makati City',
      'Malabon City',
      'Mandaluyong City',
      'Manila',
      'Marikina City',
      'Muntinlupa City',
      'Navotas City',
      'Parañaque City',
      'Pasay City',
      'Pasig City',
      'Quezon City',
      'San Juan City',
      'Taguig City',
      'Valenzuela City',
    ),
    ...municipalities('Pateros'),
  ],
  // Nine cities and forty-four municipalities.
  Cebu: [
    ...cities(
      'Bogo City',
      'Carcar City',
      'Cebu City',
      'Danao City',
      'Lapu-Lapu City',
      'Mandaue City',
      'Naga City',
      'Talisay City',
      'Toledo City',
    ),
    ...municipalities(
      'Alcantara',
      'Alcoy',
      'Alegria',
      'Aloguinsan',
      'Argao',
      'Asturias',
      'Badian',
      'Balamban',
      'Bantayan',
      'Barili',
      'Boljoon',
      'Borbon',
      'Carmen',
      'Catmon',
      'Compostela',
      'Consolacion',
      'Cordova',
      'Daanbantayan',
      'Dalaguete',
      'Dumanjug',
      'Ginatilan',
      'Liloan',
      'Madridejos',
      'Malabuyoc',
      'Medellin',
      'Minglanilla',
      'Moalboal',
      'Oslob',
      'Pilar',
      'Pinamungajan',
      'Poro',
      'Ronda',
      'Samboan',
      'San Fernando',
      'San Francisco',
      'San Remigio',
      'Santa Fe',
      'Santander',
      'Sibonga',
      'Sogod',
      'Tabogon',
      'Tabuelan',
      'Tuburan',
      'Tudela',
    ),
  ],
  // Two cities and nine municipalities (since Davao Occidental was created in 2013).
  'Davao del Sur': [
    ...cities('Davao City', 'Digos City'),
    ...municipalities(
      'Bansalan',
      'Hagonoy',
      'Kiblawan',
      'Magsaysay',
      'Malalag',
      'Matanao',
      'Padada',
      'Santa Cruz',
      'Sulop',
    ),
  ],
};
