import { index, pgTable } from 'drizzle-orm/pg-core';
import { integer, text, timestamps } from './columns';

/** Courier zones: where a region's parcels are rated from. */
export type IslandGroup = 'metro_manila' | 'luzon' | 'visayas' | 'mindanao';

/** Philippine regions (PSA Philippine Standard Geographic Code); reference data, not per shop. */
export const regions = pgTable('regions', {
  code: text().primaryKey(),
  name: text().notNull(),
  islandGroup: text().$type<IslandGroup>().notNull(),
  sortOrder: integer().notNull(),
  ...timestamps,
});

/** Provinces; Metro Manila stands as the one "province" of the National Capital Region. */
export const provinces = pgTable(
  'provinces',
  {
    code: text().primaryKey(),
    regionCode: text()
      .notNull()
      .references(() => regions.code, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [index('provinces_region_idx').on(t.regionCode)],
);

export type CityKind = 'city' | 'municipality';

/** Cities and municipalities; seeded for the provinces the shop delivers to most. */
export const cities = pgTable(
  'cities',
  {
    code: text().primaryKey(),
    provinceCode: text()
      .notNull()
      .references(() => provinces.code, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().$type<CityKind>().notNull(),
    ...timestamps,
  },
  (t) => [index('cities_province_idx').on(t.provinceCode)],
);
