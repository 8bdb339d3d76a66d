import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  carts,
  cities,
  discountCodes,
  discountRedemptions,
  idempotencyKeys,
  jobs,
  orders,
  provinces,
  regions,
} from '../../db/schema/index';
import { CITIES_BY_PROVINCE } from './cities';
import { DISCOUNT_CODES } from './discount-codes';
import { REGIONS } from './regions';

/** 'Las Piñas City' -> 'las-pinas-city'. */
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The address form's places and the shop's discount codes. Safe to run again: rows that exist
 * are kept (an operator's edits to a code survive a restart).
 */
export async function seedCommerce(db: Database | Transaction, projectId: string) {
  await db
    .insert(regions)
    .values(
      REGIONS.map((region, index) => ({
        code: region.code,
        name: region.name,
        islandGroup: region.islandGroup,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
  const provinceRows = REGIONS.flatMap((region) =>
    region.provinces.map((name) => ({ code: slug(name), regionCode: region.code, name })),
  );
  await db.insert(provinces).values(provinceRows).onConflictDoNothing();
  const cityRows = Object.entries(CITIES_BY_PROVINCE).flatMap(([province, list]) =>
    list.map((city) => ({
      code: `${slug(province)}--${slug(city.name)}`,
      provinceCode: slug(province),
      name: city.name,
      kind: city.kind,
    })),
  );
  await db.insert(cities).values(cityRows).onConflictDoNothing();
  await db
    .insert(discountCodes)
    .values(DISCOUNT_CODES.map((code) => ({ ...code, projectId })))
    .onConflictDoNothing();
}

/** db:reset: the customers' carts, orders and the shop's codes go; the places stay. */
export async function truncateCommerceTables(db: Database) {
  await db.execute(
    sql`truncate table ${orders}, ${carts}, ${discountRedemptions}, ${discountCodes}, ${idempotencyKeys}, ${jobs} restart identity cascade`,
  );
}
