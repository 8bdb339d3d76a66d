import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { productCollectionItems, productCollections, products } from '../db/schema/index';

interface CollectionRule {
  slug: string;
  name: string;
  description: string;
  /** Which active products belong, newest first. */
  where: SQL;
  limit: number;
}

const materials = sql`array_to_string(${products.materials}, ' ')`;

const RULES: CollectionRule[] = [
  {
    slug: 'narra-heritage',
    name: 'Narra Heritage',
    description:
      'Solid narra, the national tree, with its warm red-brown grain: heirloom beds, tables and cabinets made to be handed down.',
    where: sql`${materials} ilike '%narra%'`,
    limit: 48,
  },
  {
    slug: 'rattan-and-weaves',
    name: 'Rattan & Weaves',
    description:
      'Rattan, abaca, bamboo and capiz worked by hand by Filipino weavers: light, breezy pieces for a tropical home.',
    where: sql`(${materials} ~* '(rattan|abaca|bamboo|capiz|woven)' or ${products.name} ~* '(rattan|woven|abaca)')`,
    limit: 48,
  },
  {
    slug: 'small-space-living',
    name: 'Small-Space Living',
    description:
      'Compact pieces no wider than 120 cm and no deeper than 60 cm, for condo units, studios and dorms.',
    where: sql`${products.widthCm} <= 120 and ${products.depthCm} <= 60`,
    limit: 48,
  },
  {
    slug: 'new-arrivals',
    name: 'New Arrivals',
    description: 'The newest pieces in our showrooms, fresh from our workshops.',
    where: sql`true`,
    limit: 12,
  },
];

/**
 * The home page's collections; membership is decided by each rule when seeding. Safe to run
 * again: a collection keeps its id and gets its members anew.
 */
export async function seedCollections(tx: Transaction, projectId: string) {
  for (const [sortOrder, rule] of RULES.entries()) {
    const [collection] = await tx
      .insert(productCollections)
      .values({
        projectId,
        slug: rule.slug,
        name: rule.name,
        description: rule.description,
        sortOrder,
      })
      .onConflictDoUpdate({
        target: [productCollections.projectId, productCollections.slug],
        set: { name: rule.name, description: rule.description, sortOrder, updatedAt: new Date() },
      })
      .returning({ id: productCollections.id });
    if (!collection) continue;
    await tx
      .delete(productCollectionItems)
      .where(eq(productCollectionItems.collectionId, collection.id));
    const members = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.projectId, projectId), eq(products.isActive, true), rule.where))
      .orderBy(desc(products.createdAt), products.id)
      .limit(rule.limit);
    if (members.length === 0) continue;
    await tx.insert(productCollectionItems).values(
      members.map((member, position) => ({
        collectionId: collection.id,
        productId: member.id,
        position,
      })),
    );
  }
}
