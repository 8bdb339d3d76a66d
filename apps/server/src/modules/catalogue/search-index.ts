import { setImmediate as nextTurn } from 'node:timers/promises';
import { stemmer } from 'stemmer';
import type { CatalogueSnapshot, ProductEntry } from './snapshot';
import { normaliseSearch, searchWords } from './spelling';

/**
 * Where a word counts in the ranking, as the A, B and C parts of PostgreSQL's old documents
 * weighed it (ts_rank_cd's defaults 1, 0.4 and 0.2), in fifths so that sums are exact whole
 * numbers: the name, the visible categories and materials, and those categories' parents. A word
 * found only in the description matches but adds nothing (rank 0).
 */
const WEIGHTS = { name: 5, tags: 2, parents: 1, description: 0 } as const;
/** The weights' unit: a summed weight `w` is `w / WEIGHT_UNIT` of ts_rank_cd's. */
const WEIGHT_UNIT = 5;
/** A product's weight for one stem is kept in 16 bits (a word would need 13,000 mentions). */
const MAX_STEM_WEIGHT = 0xffff;
type Part = keyof typeof WEIGHTS;
/** Products indexed per turn of the event loop while an index is built beside the live one. */
const CHUNK = 500;

/**
 * One stem's products (ascending positions in the index) and how much it weighs in each; the
 * products where it weighs nothing (found only in the description) apart, as positions alone:
 * they are most of the postings, and a weight would triple their memory (decision 043).
 */
interface Posting {
  docs: Int32Array;
  weights: Uint16Array;
  unweighted: Int32Array;
  /**
   * A common stem's products (weighted or not) as one bit per product position, when that is no
   * bigger than its positions (in at least one product in 32): a product still in the running
   * is then one test instead of a search or a scan of thousands of positions.
   */
  bits: Int32Array | null;
}

/**
 * The snapshot's products as an inverted index from word stems (decision 031): a stem's
 * postings and the sorted stems for prefix look-ups. Positions are the snapshot's product
 * positions (newest first).
 */
export interface SearchIndex {
  ids: string[];
  /** Each product's name as a search is normalised, for the exact-name ranking. */
  names: SearchNames;
  postings: Map<string, Posting>;
  stems: string[];
  /**
   * Per product, the terms it matched and its summed weight, and two lists of product positions
   * (those the first term matched, those matching every term so far); reused by every search of
   * the index (a search runs start to end without yielding), `matched` and `score` left zeroed.
   */
  scratch: Scratch;
}

interface Scratch {
  matched: Uint8Array;
  score: Uint32Array;
  touched: Int32Array;
  candidates: Int32Array;
  /** One bit per product: those matching every common term so far. */
  common: Int32Array;
}

const scratchFor = (count: number): Scratch => ({
  matched: new Uint8Array(count),
  score: new Uint32Array(count),
  touched: new Int32Array(count),
  candidates: new Int32Array(count),
  common: new Int32Array((count + 31) >>> 5),
});

/**
 * Products' names (normalised as a search is) and the first word of each, so the names a search
 * could be or start are found without reading the others: at 100,000 products, reading every
 * hit's name cost more than ordering the hits.
 */
export interface SearchNames {
  names: readonly string[];
  /** The names' different first words, sorted. */
  firstWords: string[];
  /** Per product position: its name's first word, as a position in `firstWords`. */
  firstWordOf: Int32Array;
}

const leadingWord = (text: string) => {
  const space = text.indexOf(' ');
  return space < 0 ? text : text.slice(0, space);
};

export function searchNames(names: readonly string[]): SearchNames {
  const firstWords = [...new Set(names.map(leadingWord))].sort();
  const positions = new Map(firstWords.map((word, position) => [word, position]));
  return {
    names,
    firstWords,
    firstWordOf: Int32Array.from(names, (name) => positions.get(leadingWord(name))!),
  };
}

/**
 * The first words (positions in `firstWords`, from and to, exclusive) of every name that could be
 * or start with `phrase`: its own first word when it has several, else every first word it begins
 * (the last word may be half-typed).
 */
export function firstWordsStarting(names: SearchNames, phrase: string): [number, number] {
  const { firstWords } = names;
  const word = leadingWord(phrase);
  const from = lowerBound(firstWords, word);
  if (word !== phrase) return [from, firstWords[from] === word ? from + 1 : from];
  let to = from;
  while (to < firstWords.length && firstWords[to]!.startsWith(word)) to++;
  return [from, to];
}

/** One search term: its spellings to try (any may match), and whether it may be half-typed. */
export interface TermQuery {
  words: string[];
  prefix: boolean;
}

const stemCache = new Map<string, string>();
/** A word reduced to its stem ('tables' → 'tabl'), as PostgreSQL's English configuration did. */
export function stemOf(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stemCache.size < 200_000) stemCache.set(word, stem);
  }
  return stem;
}

/** The text of each part of a product the search reads (name, categories and materials, …). */
export function searchDocumentParts(
  snapshot: CatalogueSnapshot,
  product: ProductEntry,
): Record<Part, string> {
  const visible = product.categories.filter((category) => category.visible);
  const parents = visible
    .map((category) =>
      category.parentId ? snapshot.categoryById.get(category.parentId)?.name : undefined,
    )
    .filter((name): name is string => Boolean(name));
  return {
    name: product.name,
    tags: [...visible.map((category) => category.name), ...product.materials].join(' '),
    parents: parents.join(' '),
    description: product.description,
  };
}

/** Each stem of a product's parts and its summed weight there. */
function stemWeights(parts: Record<Part, string>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of Object.keys(WEIGHTS) as Part[]) {
    for (const word of searchWords(parts[part])) {
      const stem = stemOf(word);
      weights.set(stem, (weights.get(stem) ?? 0) + WEIGHTS[part]);
    }
  }
  return weights;
}

/** Calls `visit` for every product position, a chunk per turn of the event loop. */
async function eachProduct(count: number, visit: (position: number) => void) {
  for (let start = 0; start < count; start += CHUNK) {
    if (start > 0) await nextTurn();
    const end = Math.min(start + CHUNK, count);
    for (let position = start; position < end; position++) visit(position);
  }
}

/**
 * Indexes the snapshot's products in chunks, so the previous snapshot keeps answering requests
 * while this one is prepared. Two passes: the first counts each stem's products, the second
 * writes them into typed arrays of exactly that size, so no growing copy of the postings ever
 * exists beside them (at 100,000 products that was the start-up's last peak, decision 043).
 */
export async function buildSearchIndex(snapshot: CatalogueSnapshot): Promise<SearchIndex> {
  const { products } = snapshot;
  const weightsAt = (position: number) =>
    stemWeights(searchDocumentParts(snapshot, products[position]!));
  /** Per stem: its weighted products, then its unweighted ones; later where the next goes. */
  const slots = new Map<string, [weighted: number, unweighted: number]>();
  await eachProduct(products.length, (position) => {
    for (const [stem, weight] of weightsAt(position)) {
      let slot = slots.get(stem);
      if (!slot) {
        slot = [0, 0];
        slots.set(stem, slot);
      }
      slot[weight === 0 ? 1 : 0]++;
    }
  });
  const stems = [...slots.keys()].sort();
  let weightedTotal = 0;
  let unweightedTotal = 0;
  for (const [weighted, unweighted] of slots.values()) {
    weightedTotal += weighted;
    unweightedTotal += unweighted;
  }
  const docs = new Int32Array(weightedTotal);
  const weights = new Uint16Array(weightedTotal);
  const unweighted = new Int32Array(unweightedTotal);
  const postings = new Map<string, Posting>();
  let weightedAt = 0;
  let unweightedAt = 0;
  for (const stem of stems) {
    const slot = slots.get(stem)!;
    const weightedEnd = weightedAt + slot[0];
    const unweightedEnd = unweightedAt + slot[1];
    postings.set(stem, {
      docs: docs.subarray(weightedAt, weightedEnd),
      weights: weights.subarray(weightedAt, weightedEnd),
      unweighted: unweighted.subarray(unweightedAt, unweightedEnd),
      bits: null,
    });
    slot[0] = weightedAt;
    slot[1] = unweightedAt;
    weightedAt = weightedEnd;
    unweightedAt = unweightedEnd;
  }
  await eachProduct(products.length, (position) => {
    for (const [stem, weight] of weightsAt(position)) {
      const slot = slots.get(stem)!;
      if (weight === 0) {
        unweighted[slot[1]++] = position;
      } else {
        docs[slot[0]] = position;
        weights[slot[0]++] = Math.min(weight, MAX_STEM_WEIGHT);
      }
    }
  });
  addBits(postings, products.length);
  const ids = products.map((product) => product.id);
  return {
    ids,
    names: searchNames(products.map((product) => normaliseSearch(product.name))),
    postings,
    stems,
    scratch: scratchFor(ids.length),
  };
}

/** Gives each common stem's posting its bits, all in one array. */
function addBits(postings: Map<string, Posting>, productCount: number) {
  const words = (productCount + 31) >>> 5;
  const common = [...postings.values()].filter(
    (posting) => postingSize(posting) * 32 >= productCount,
  );
  const all = new Int32Array(common.length * words);
  common.forEach((posting, index) => {
    const bits = all.subarray(index * words, (index + 1) * words);
    for (const doc of posting.docs) bits[doc >>> 5] = bits[doc >>> 5]! | (1 << (doc & 31));
    for (const doc of posting.unweighted) bits[doc >>> 5] = bits[doc >>> 5]! | (1 << (doc & 31));
    posting.bits = bits;
  });
}

/** An index of nothing, for the view of a shop that does not exist. */
export const emptySearchIndex = (): SearchIndex => ({
  ids: [],
  names: searchNames([]),
  postings: new Map(),
  stems: [],
  scratch: scratchFor(0),
});

/** The first position in `sorted` whose value is not below `value` (words or product positions). */
export function lowerBound<T extends string | number>(sorted: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The postings one term matches: its spellings' stems, or every stem they begin. */
function postingsOf(index: SearchIndex, term: TermQuery): Posting[] {
  const found: Posting[] = [];
  for (const word of term.words) {
    const stem = stemOf(word);
    if (!term.prefix) {
      const posting = index.postings.get(stem);
      if (posting) found.push(posting);
      continue;
    }
    // A half-typed word may end anywhere in a word, so its unstemmed form starts words too.
    for (const start of new Set([stem, word])) {
      for (let at = lowerBound(index.stems, start); at < index.stems.length; at++) {
        const candidate = index.stems[at]!;
        if (!candidate.startsWith(start)) break;
        found.push(index.postings.get(candidate)!);
      }
    }
  }
  return found;
}

/** The products matching every term (positions, in no particular order) and each one's summed weight. */
export interface Matches {
  docs: Int32Array;
  /** In the weights' unit (`relevance` turns one into a rank in [0, 1)). */
  weights: Uint32Array;
}

/** A posting's products, weighted and unweighted. */
const postingSize = (posting: Posting) => posting.docs.length + posting.unweighted.length;

/** Whether binary-searching `lookUps` values in a list of `length` reads less than the whole list. */
const searchingIsCheaper = (lookUps: number, length: number) =>
  lookUps * Math.ceil(Math.log2(length + 1)) < length;

/** Where `value` is in an ascending list, or -1. */
function positionIn(sorted: Int32Array, value: number): number {
  const at = lowerBound(sorted, value);
  return sorted[at] === value ? at : -1;
}

/**
 * Products matching every term, with the sum of the weights of what they matched. Typed scratch
 * lists instead of growing arrays: a search allocates only its answer. The term with the fewest
 * postings goes first; a later term's long posting is then tested bit by bit (a common stem) or
 * searched (its positions are ascending) for each product still in the running instead of read
 * whole: at 100,000 products a common word is in tens of thousands of products, and its match
 * with a rarer one in a few hundred.
 */
export function matchDocuments(index: SearchIndex, terms: TermQuery[]): Matches {
  if (terms.length === 0) return { docs: new Int32Array(0), weights: new Uint32Array(0) };
  const termPostings = terms
    .map((term) => {
      const postings = postingsOf(index, term);
      return { postings, size: postings.reduce((sum, posting) => sum + postingSize(posting), 0) };
    })
    .sort((a, b) => a.size - b.size);
  const allCommon = termPostings.every(
    ({ postings }) => postings.length > 0 && postings.every((posting) => posting.bits),
  );
  if (allCommon) return matchCommonTerms(index, termPostings);
  // matched[d] counts the terms product d matched so far; a product missing one drops out.
  const { matched, score, touched, candidates } = index.scratch;
  let touchedCount = 0;
  let candidateCount = 0;
  for (let t = 0; t < termPostings.length; t++) {
    for (const posting of termPostings[t]!.postings) {
      const { docs, weights, unweighted, bits } = posting;
      const size = postingSize(posting);
      // A common stem: one bit test per product still in the running; its weight is looked up
      // in the (short) weighted part, or that part is read whole when that is cheaper.
      if (t > 0 && bits && candidateCount < size) {
        const lookUp = searchingIsCheaper(candidateCount, docs.length);
        for (let i = 0; i < candidateCount; i++) {
          const doc = candidates[i]!;
          if ((bits[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
          if (matched[doc] === t) matched[doc] = t + 1;
          if (!lookUp) continue;
          const at = positionIn(docs, doc);
          if (at >= 0) score[doc] = score[doc]! + weights[at]!;
        }
        if (!lookUp) {
          // Only the products in the running have reached t + 1 (this term's earlier spellings included).
          for (let i = 0; i < docs.length; i++) {
            const doc = docs[i]!;
            if (matched[doc] === t + 1) score[doc] = score[doc]! + weights[i]!;
          }
        }
        continue;
      }
      // `candidates` holds the products matching every term before this one.
      if (t > 0 && searchingIsCheaper(candidateCount, size)) {
        for (let i = 0; i < candidateCount; i++) {
          const doc = candidates[i]!;
          const at = positionIn(docs, doc);
          if (at >= 0) {
            if (matched[doc] === t) matched[doc] = t + 1;
            score[doc] = score[doc]! + weights[at]!;
          } else if (matched[doc] === t && positionIn(unweighted, doc) >= 0) {
            matched[doc] = t + 1;
          }
        }
        continue;
      }
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        const before = matched[doc];
        if (before === t) {
          matched[doc] = t + 1;
          // Every product that matched anything matched the first term.
          if (t === 0) touched[touchedCount++] = doc;
        } else if (before !== t + 1) continue;
        score[doc] = score[doc]! + weights[i]!;
      }
      for (let i = 0; i < unweighted.length; i++) {
        const doc = unweighted[i]!;
        if (matched[doc] === t) {
          matched[doc] = t + 1;
          if (t === 0) touched[touchedCount++] = doc;
        }
      }
    }
    // Those still matching every term, from the previous list (the first term's, at first).
    const previous = t === 0 ? touched : candidates;
    const previousCount = t === 0 ? touchedCount : candidateCount;
    candidateCount = 0;
    for (let i = 0; i < previousCount; i++) {
      const doc = previous[i]!;
      if (matched[doc] === t + 1) candidates[candidateCount++] = doc;
    }
    if (candidateCount === 0) break;
  }
  const docs = candidates.slice(0, candidateCount);
  const weights = new Uint32Array(candidateCount);
  for (let i = 0; i < candidateCount; i++) weights[i] = score[docs[i]!]!;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i]!;
    matched[doc] = 0;
    score[doc] = 0;
  }
  return { docs, weights };
}

/**
 * Every term made only of common stems: their bits AND-ed a machine word (32 products) at a
 * time, then each posting's weights added for the products left: searched for when they are
 * few, else the weighted part read whole and added without a branch (`score`, zeroed again).
 */
function matchCommonTerms(index: SearchIndex, termPostings: { postings: Posting[] }[]): Matches {
  const { common, candidates, score } = index.scratch;
  termPostings.forEach(({ postings }, t) => {
    const first = postings[0]!.bits!;
    for (let word = 0; word < common.length; word++) {
      let either = first[word]!;
      for (let p = 1; p < postings.length; p++) either |= postings[p]!.bits![word]!;
      common[word] = t === 0 ? either : common[word]! & either;
    }
  });
  let count = 0;
  for (let word = 0; word < common.length; word++) {
    for (let bits = common[word]!; bits !== 0; bits &= bits - 1) {
      candidates[count++] = (word << 5) + 31 - Math.clz32(bits & -bits);
    }
  }
  const docs = candidates.slice(0, count);
  const weights = new Uint32Array(count);
  for (const { postings } of termPostings) {
    for (const { docs: weighted, weights: weightOf } of postings) {
      if (searchingIsCheaper(count, weighted.length)) {
        for (let i = 0; i < count; i++) {
          const at = positionIn(weighted, docs[i]!);
          if (at >= 0) weights[i] = weights[i]! + weightOf[at]!;
        }
        continue;
      }
      // Most of a common posting is outside the answer: a test per product, mispredicted
      // often, cost more than adding zero.
      for (let at = 0; at < weighted.length; at++) {
        const doc = weighted[at]!;
        const kept = (common[doc >>> 5]! >>> (doc & 31)) & 1;
        score[doc] = score[doc]! + weightOf[at]! * kept;
      }
    }
  }
  for (let i = 0; i < count; i++) {
    const doc = docs[i]!;
    weights[i] = weights[i]! + score[doc]!;
    score[doc] = 0;
  }
  return { docs, weights };
}

/** Product id → relevance in [0, 1) for products matching every term; 0 for a description-only match. */
export function rankProducts(index: SearchIndex, terms: TermQuery[]): Map<string, number> {
  const { docs, weights } = matchDocuments(index, terms);
  return new Map(Array.from(docs, (doc, i) => [index.ids[doc]!, relevance(weights[i]!)]));
}

/** A summed weight (in the weights' unit) as a relevance in [0, 1): ts_rank_cd's w / (1 + w). */
export const relevance = (weight: number) => weight / (WEIGHT_UNIT + weight);
