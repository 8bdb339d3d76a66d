import {
  firstWordsStarting,
  lowerBound,
  matchDocuments,
  type SearchIndex,
  type SearchNames,
  type TermQuery,
} from './search-index';
import type { CatalogueSnapshot, ProductEntry } from './snapshot';
import { allowedEdits, corrections, searchWords } from './spelling';

export interface TermInfo {
  word: string;
  /** The catalogue has this exact word. */
  known: boolean;
  /** Some catalogue word starts with it (a word still being typed). */
  prefix: boolean;
  /** The catalogue words closest to it (only looked up for words the catalogue lacks). */
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
  const { docs, weights } = matchDocuments(index, termQueries(termInfo(snapshot, words)));
  const order = orderHits(index.names, phrase, docs, weights);
  // A loop, not Array.from with a mapping function: that iterates the typed array generically.
  const hits = new Array<ProductEntry>(order.length);
  for (let i = 0; i < order.length; i++) hits[i] = snapshot.products[order[i]!]!;
  return hits;
}

/** Sort keys hold a product position in their low 26 bits, ... */
const POSITION_SPAN = 2 ** 26;
/** ... the weight (descending) in the 21 bits above, and the name class (exact, start, other) on top. */
const WEIGHT_SPAN = 2 ** 21;

/**
 * Product positions (newest first) in search order: the exact name first, then names starting
 * with the search, then by weight (whole numbers: relevance grows with it), then newest. Each hit
 * becomes one number whose order is that order, so a plain numeric sort of a typed array does it
 * (a comparator sort of the hits cost several times as much). Keys stay below 2^53: exact.
 */
export function orderHits(
  searchNames: SearchNames,
  phrase: string,
  docs: ArrayLike<number>,
  weights: ArrayLike<number>,
): Int32Array {
  const { names, firstWordOf } = searchNames;
  // Only names whose first word fits can be the search or start with it.
  const [from, to] = firstWordsStarting(searchNames, phrase);
  const keys = new Float64Array(docs.length);
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!;
    const firstWord = firstWordOf[doc]!;
    let nameClass = 2;
    if (firstWord >= from && firstWord < to) {
      const name = names[doc]!;
      nameClass = name === phrase ? 0 : name.startsWith(phrase) ? 1 : 2;
    }
    const weight = Math.min(weights[i]!, WEIGHT_SPAN - 1);
    keys[i] = (nameClass * WEIGHT_SPAN + (WEIGHT_SPAN - 1 - weight)) * POSITION_SPAN + doc;
  }
  keys.sort();
  const order = new Int32Array(keys.length);
  // The low bits by subtraction: `%` on a number this size is a slow floating-point remainder.
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    order[i] = key - Math.floor(key / POSITION_SPAN) * POSITION_SPAN;
  }
  return order;
}

/** Words already looked up in a snapshot's vocabulary (bounded: cleared when full). */
const lookedUp = new WeakMap<CatalogueSnapshot, Map<string, TermInfo>>();
const MAX_LOOKED_UP = 20_000;

/**
 * Known and prefix checks and spelling corrections, from the vocabulary in memory; each word is
 * looked up once per snapshot (a misspelt word costs an edit distance per vocabulary word).
 */
export function termInfo(snapshot: CatalogueSnapshot, words: string[]): TermInfo[] {
  let memo = lookedUp.get(snapshot);
  if (!memo) {
    memo = new Map();
    lookedUp.set(snapshot, memo);
  }
  return words.map((word) => {
    let info = memo.get(word);
    if (!info) {
      const known = snapshot.knownTerms.has(word);
      const prefix = hasPrefix(snapshot.searchTerms, word);
      const candidates =
        known || prefix ? [] : corrections(word, lookalikes(snapshot.searchTerms, word));
      info = { word, known, prefix, candidates };
      if (memo.size >= MAX_LOOKED_UP) memo.clear();
      memo.set(word, info);
    }
    return info;
  });
}

/** Vocabulary words close enough in length to be a correction; corrections() decides. */
function lookalikes(vocabulary: string[], word: string): string[] {
  // An edit changes the length by at most one.
  const most = allowedEdits(word);
  return vocabulary.filter((term) => Math.abs(term.length - word.length) <= most);
}
/** Binary search in the sorted vocabulary for a word starting with `prefix`. */
const hasPrefix = (sorted: string[], prefix: string) =>
  sorted[lowerBound(sorted, prefix)]?.startsWith(prefix) ?? false;
