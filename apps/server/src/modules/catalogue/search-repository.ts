import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productSearch, searchTerms } from '../../db/schema/index';

/** Below pg_trgm's default 0.3: short transposed words ('sfoa') share a single trigram. */
const CANDIDATE_SIMILARITY = 0.1;

export function createSearchRepository(db: Database) {
  async function json<T>(query: ReturnType<typeof sql>): Promise<T> {
    const result = (await db.execute(query)) as unknown as { rows: { json: string }[] };
    return JSON.parse(result.rows[0]?.json ?? 'null') as T;
  }

  return {
    /** Catalogue words that look like each given word (pg_trgm), most similar first. */
    async candidates(projectId: string, words: string[]): Promise<Record<string, string[]>> {
      const rows = await json<Record<string, string[]> | null>(sql`
        select json_object_agg(t.word, (
          select coalesce(json_agg(c.term order by c.score desc, c.term), '[]'::json)
          from (
            select s.term, similarity(s.term, t.word) as score
            from ${searchTerms} s
            where s.project_id = ${projectId}
              and abs(length(s.term) - length(t.word)) <= 2
              and similarity(s.term, t.word) >= ${CANDIDATE_SIMILARITY}
          ) c
        ))::text as json
        from json_array_elements_text(${JSON.stringify(words)}::json) as t(word)`);
      return rows ?? {};
    },

    /**
     * Product ids matching a tsquery anywhere, ranked by where it matched in the name, categories
     * and materials (a description-only match ranks 0 and comes after, newest first).
     */
    async rank(projectId: string, tsquery: string): Promise<[id: string, rank: number][]> {
      return json<[string, number][]>(sql`
        select coalesce(json_agg(json_build_array(s.product_id, ts_rank_cd(s.ranking_document, q))), '[]')::text as json
        from ${productSearch} s, to_tsquery('english', ${tsquery}) as q
        where s.document @@ q and s.project_id = ${projectId}`);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
