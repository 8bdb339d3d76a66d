import type { IslandGroup } from '../../db/schema/locations';
import type { LocationsRepository } from './locations-repository';

export interface Place {
  code: string;
  name: string;
}

export interface RegionPlace extends Place {
  islandGroup: IslandGroup;
}

interface Directory {
  regions: RegionPlace[];
  provincesByRegion: Map<string, Place[]>;
  citiesByProvince: Map<string, Place[]>;
}

const key = (value: string) => value.trim().toLowerCase();
const find = <T extends Place>(list: readonly T[], codeOrName: string) =>
  list.find((place) => key(place.code) === key(codeOrName) || key(place.name) === key(codeOrName));

/**
 * Regions, provinces and cities, loaded once per process: they change with a seed, not while
 * the shop runs. Lookups take a code or a name, in any case.
 */
export function createLocationsService(repository: LocationsRepository) {
  let directory: Promise<Directory> | undefined;
  const load = () =>
    (directory ??= repository.loadAll().then((all) => {
      const provincesByRegion = new Map<string, Place[]>();
      for (const row of all.provinces) {
        const list = provincesByRegion.get(row.regionCode) ?? [];
        list.push({ code: row.code, name: row.name });
        provincesByRegion.set(row.regionCode, list);
      }
      const citiesByProvince = new Map<string, Place[]>();
      for (const row of all.cities) {
        const list = citiesByProvince.get(row.provinceCode) ?? [];
        list.push({ code: row.code, name: row.name });
        citiesByProvince.set(row.provinceCode, list);
      }
      return {
        regions: all.regions.map((row) => ({
          code: row.code,
          name: row.name,
          islandGroup: row.islandGroup,
        })),
        provincesByRegion,
        citiesByProvince,
      };
    })).catch((error: unknown) => {
      directory = undefined;
      throw error;
    });

  return {
    async regions(): Promise<RegionPlace[]> {
      return (await load()).regions;
    },
    async region(codeOrName: string) {
      return find((await load()).regions, codeOrName);
    },
    /** Empty for an unknown region. */
    async provinces(regionCodeOrName: string): Promise<Place[]> {
      const all = await load();
      const region = find(all.regions, regionCodeOrName);
      return region ? (all.provincesByRegion.get(region.code) ?? []) : [];
    },
    async province(regionCode: string, codeOrName: string) {
      return find((await load()).provincesByRegion.get(regionCode) ?? [], codeOrName);
    },
    /** A province code or name; empty when the province has no seeded list. */
    async cities(provinceCodeOrName: string): Promise<Place[]> {
      const all = await load();
      const province = find([...all.provincesByRegion.values()].flat(), provinceCodeOrName);
      return province ? (all.citiesByProvince.get(province.code) ?? []) : [];
    },
    async citiesOf(provinceCode: string): Promise<Place[]> {
      return (await load()).citiesByProvince.get(provinceCode) ?? [];
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
