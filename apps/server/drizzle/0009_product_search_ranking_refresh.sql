-- Ranking reads a small document (name, categories, materials) instead of the whole text:
-- ts_rank_cd over thousands of matches of a broad word was most of an uncached search's time.
-- Matching still uses the full document, so a word found only in a description still finds.
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
    INSERT INTO "product_search" ("product_id", "project_id", "document", "ranking_document")
    SELECT ranked."id", ranked."project_id",
      ranked.ranking || setweight(to_tsvector('english', ranked."description"), 'D'),
      ranked.ranking
    FROM (
      SELECT docs.*,
        setweight(to_tsvector('english', docs."name"), 'A')
          || setweight(to_tsvector('english', docs.category_names || ' ' || docs.materials), 'B')
          || setweight(to_tsvector('english', docs.parent_names), 'C') AS ranking
      FROM docs
    ) ranked
    ON CONFLICT ("product_id") DO UPDATE
      SET "project_id" = excluded."project_id", "document" = excluded."document",
        "ranking_document" = excluded."ranking_document", "updated_at" = now()
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
SELECT product_search_refresh(ARRAY(SELECT "id" FROM "products"));
