import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, provinces, regions } from '../../db/schema/index';

/** The seeded region → province → city lists (reference data, read whole). */
export function createLocationsRepository(db: Database) {
  return {
    async loadAll() {
      const [regionRows, provinceRows, cityRows] = [
        await db.select().from(regions).orderBy(asc(regions.sortOrder)),
        await db.select().from(provinces).orderBy(asc(provinces.name)),
        await db.select().from(cities).orderBy(asc(cities.name)),
      ];
      return { regions: regionRows, provinces: provinceRows, cities: cityRows };
    },
  };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
