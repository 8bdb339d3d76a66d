import { rankProducts, type SearchIndex, type TermQuery } from './search-index';
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
/** A correction is at most two edits away, so its length is too. */
const MAX_LENGTH_DIFFERENCE = 2;

/** The search as the cache and the ranking see it: lowercase words joined by one space. */
export const searchPhrase = (text: string) =>
  searchWords(text)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .join(' ');

/**
 * One query term per word: a known word as itself (the last one also as a prefix, since the
 * header searches while the shopper types), a word the catalogue only starts with as a prefix,
 * and an unknown word OR-ed with its spelling corrections — the word itself stays for forms the
 * stemmer matches ('relaxing' → 'relax').
 */
export function termQueries(terms: TermInfo[]): TermQuery[] {
  return terms.map((term, index) => {
    const last = index === terms.length - 1;
    if (term.known) return { words: [term.word], prefix: last };
    if (term.prefix) return { words: [term.word], prefix: true };
    return { words: [term.word, ...corrections(term.word, term.candidates)], prefix: false };
  });
}

/**
 * Search in the snapshot's in-memory index (every word must match, ranked by where it matched in
 * the name, categories and materials; a description-only match ranks 0), then a product whose
 * whole name is the search first, then names that start with it, then rank, then newest.
 */
export function searchProducts(
  index: SearchIndex,
  snapshot: CatalogueSnapshot,
  phrase: string,
): ProductEntry[] {
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const ranks = rankProducts(index, termQueries(termInfo(snapshot, words)));
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

/** Known and prefix checks and spelling candidates, all from the vocabulary in memory. */
export function termInfo(snapshot: CatalogueSnapshot, words: string[]): TermInfo[] {
  return words.map((word) => {
    const known = snapshot.knownTerms.has(word);
    const prefix = hasPrefix(snapshot.searchTerms, word);
    return {
      word,
      known,
      prefix,
      candidates: known || prefix ? [] : lookalikes(snapshot.searchTerms, word),
    };
  });
}

/** Vocabulary words close enough in length to be a correction; corrections() decides. */
function lookalikes(vocabulary: string[], word: string): string[] {
  return vocabulary.filter((term) => Math.abs(term.length - word.length) <= MAX_LENGTH_DIFFERENCE);
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
