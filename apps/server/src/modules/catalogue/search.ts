import type { SearchRepository } from './search-repository';
import type { CatalogueSnapshot, ProductEntry } from './snapshot';
import { corrections, normaliseSearch, searchWords } from './spelling';

export interface TermInfo {
  word: string;
  /** The catalogue has this exact word. */
  known: boolean;
  /** Some catalogue word starts with it (a word still being typed). */
  prefix: boolean;
  /** Catalogue words that look like it (only looked up for words the catalogue lacks). */
  candidates: string[];
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The search as the cache and the ranking see it: lowercase words joined by one space. */
export const searchPhrase = (text: string) =>
  searchWords(text)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .join(' ');

/**
 * One tsquery operand per word: a known word as itself (the last one also as a prefix, since
 * the header searches while the shopper types), a word the catalogue only starts with as a
 * prefix, and an unknown word OR-ed with its spelling corrections — the word itself stays for
 * forms the English stemmer would match ('relaxing' → 'relax').
 */
export function buildTsquery(terms: TermInfo[]): string {
  return terms
    .map((term, index) => {
      const last = index === terms.length - 1;
      if (term.known) return last ? `${term.word}:*` : term.word;
      if (term.prefix) return `${term.word}:*`;
      const options = [term.word, ...corrections(term.word, term.candidates)];
      return options.length === 1 ? term.word : `(${options.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * Full-text search in PostgreSQL (ranked by ts_rank_cd over name, categories, materials and
 * description), then a product whose whole name is the search first, then names that start
 * with it, then rank, then newest.
 */
export async function searchProducts(
  repository: SearchRepository,
  snapshot: CatalogueSnapshot,
  phrase: string,
): Promise<ProductEntry[]> {
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const terms = await termInfo(repository, snapshot, words);
  const ranks = await repository.rank(snapshot.projectId, buildTsquery(terms));
  const scored: { product: ProductEntry; score: number }[] = [];
  for (const [id, rank] of ranks) {
    const product = snapshot.productById.get(id);
    if (!product) continue;
    const name = normaliseSearch(product.name);
    const boost = name === phrase ? 1000 : name.startsWith(phrase) ? 100 : 0;
    scored.push({ product, score: boost + rank });
  }
  scored.sort((a, b) => b.score - a.score || b.product.createdAt - a.product.createdAt);
  return scored.map((entry) => entry.product);
}

/** Known and prefix checks use the vocabulary in memory; only unknown words go to pg_trgm. */
async function termInfo(
  repository: SearchRepository,
  snapshot: CatalogueSnapshot,
  words: string[],
): Promise<TermInfo[]> {
  const infos = words.map((word) => ({
    word,
    known: snapshot.knownTerms.has(word),
    prefix: hasPrefix(snapshot.searchTerms, word),
    candidates: [] as string[],
  }));
  const unknown = infos.filter((info) => !info.known && !info.prefix).map((info) => info.word);
  if (unknown.length > 0) {
    const candidates = await repository.candidates(snapshot.projectId, unknown);
    for (const info of infos) info.candidates = candidates[info.word] ?? [];
  }
  return infos;
}

/** Binary search in the sorted vocabulary for a word starting with `prefix`. */
function hasPrefix(sorted: string[], prefix: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return sorted[low]?.startsWith(prefix) ?? false;
}
