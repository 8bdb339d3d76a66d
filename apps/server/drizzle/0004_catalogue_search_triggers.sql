-- Catalogue search documents, spelling terms and the catalogue version are kept current by
-- triggers, so every writer (seeders, CLI, checkout, an operator's SQL) keeps them right.
-- Statement-level triggers with transition tables: a 500-row insert refreshes once, not 500 times.
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Name weighs most, then category names and materials, then parent categories, then the text.
-- Only active products in active categories are searchable.
CREATE OR REPLACE FUNCTION product_search_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_search" WHERE "product_id" = ANY(ids);
  WITH docs AS (
    SELECT p."id", p."project_id", p."name", p."description",
      array_to_string(p."materials", ' ') AS materials,
      coalesce(cats.names, '') AS category_names,
      coalesce(cats.parent_names, '') AS parent_names
    FROM "products" p
    LEFT JOIN LATERAL (
      SELECT string_agg(c."name", ' ') AS names, string_agg(parent."name", ' ') AS parent_names
      FROM "product_categories" pc
      JOIN "categories" c ON c."id" = pc."category_id" AND c."is_active"
      LEFT JOIN "categories" parent ON parent."id" = c."parent_id"
      WHERE pc."product_id" = p."id" AND (parent."id" IS NULL OR parent."is_active")
    ) cats ON true
    WHERE p."id" = ANY(ids) AND p."is_active"
  ), documents AS (
    INSERT INTO "product_search" ("product_id", "project_id", "document")
    SELECT docs."id", docs."project_id",
      setweight(to_tsvector('english', docs."name"), 'A')
        || setweight(to_tsvector('english', docs.category_names || ' ' || docs.materials), 'B')
        || setweight(to_tsvector('english', docs.parent_names), 'C')
        || setweight(to_tsvector('english', docs."description"), 'D')
    FROM docs
    ON CONFLICT ("product_id") DO UPDATE
      SET "project_id" = excluded."project_id", "document" = excluded."document", "updated_at" = now()
    RETURNING 1
  )
  INSERT INTO "search_terms" ("project_id", "term")
  SELECT DISTINCT docs."project_id", w.lexeme
  FROM docs
  CROSS JOIN LATERAL unnest(to_tsvector('simple', concat_ws(' ', docs."name", docs.category_names,
    docs.parent_names, docs.materials, docs."description"))) AS w
  WHERE length(w.lexeme) >= 3 AND w.lexeme !~ '^[0-9]'
  ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT "id" FROM changed_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_on_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT DISTINCT "product_id" FROM changed_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_on_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(
    SELECT DISTINCT pc."product_id"
    FROM "product_categories" pc
    JOIN "categories" c ON c."id" = pc."category_id"
    WHERE c."id" IN (SELECT "id" FROM changed_rows)
      OR c."parent_id" IN (SELECT "id" FROM changed_rows)
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_products_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_products();
--> statement-breakpoint
CREATE TRIGGER "product_search_products_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_products();
--> statement-breakpoint
CREATE TRIGGER "product_search_links_insert" AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_links();
--> statement-breakpoint
CREATE TRIGGER "product_search_links_delete" AFTER DELETE ON "product_categories"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_links();
--> statement-breakpoint
CREATE TRIGGER "product_search_categories_update" AFTER UPDATE ON "categories"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_categories();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_branches" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branches"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_categories" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_products" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_product_categories" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_product_images" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_product_variants" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_variant_stock" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variant_stock"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_announcements" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_product_collections" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_collections"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_product_collection_items" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_collection_items"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
-- Databases that already hold a catalogue get their documents now.
SELECT product_search_refresh(ARRAY(SELECT "id" FROM "products"));
