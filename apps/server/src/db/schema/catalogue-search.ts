import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { bigint, customType, integer, text, timestamps, uuid } from './columns';
import { products } from './catalogue';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One full-text document per active product: name, category names, materials and description.
 * Kept current by triggers on the catalogue tables (migration 0004), whoever writes them.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    projectId: text().notNull(),
    /** Everything searchable: matching uses this (GIN-indexed). */
    document: tsvector().notNull(),
    /** Name, categories and materials only: ranking reads this, a quarter of the size. */
    rankingDocument: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
    ...timestamps,
  },
  // No b-tree on project_id: the planner would pick it over the GIN index (one shop per database
  // makes it unselective) and test every document.
  (t) => [index('product_search_document_idx').using('gin', t.document)],
);

/** Every word of the catalogue's text, for trigram spelling correction of search terms. */
export const searchTerms = pgTable(
  'search_terms',
  {
    projectId: text().notNull(),
    term: text().notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.term] }),
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/** A counter every write to a catalogue table bumps (triggers), so caches know when to reload. */
export const catalogueState = pgTable('catalogue_state', {
  id: integer().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(0),
  ...timestamps,
});
