/** Search text → lowercase words of letters and digits (accents kept, punctuation dropped). */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The canonical form of a search or a product name, for cache keys and exact-name ranking. */
export const normaliseSearch = (text: string) => searchWords(text).join(' ');

/**
 * Edit distance where swapping two neighbouring letters counts as one edit (optimal string
 * alignment). Trigram similarity alone scores short transposed words very low ('sfoa' and
 * 'sofa' share one trigram of nine), so it finds candidates and this decides.
 */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  // Three rows of the table, reused by every call (this runs once per vocabulary word).
  if (rows[0]!.length < cols) rows = [0, 1, 2].map(() => new Int32Array(cols * 2)) as Rows;
  let [beforeLast, last, current] = rows;
  for (let j = 0; j < cols; j++) last[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(last[j]! + 1, current[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, beforeLast[j - 2]! + 1);
      }
      current[j] = best;
    }
    [beforeLast, last, current] = [last, current, beforeLast];
  }
  return last[b.length]!;
}
type Rows = [Int32Array, Int32Array, Int32Array];
let rows: Rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Short words have too many neighbours to correct safely. */
export function allowedEdits(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 5 ? 1 : 2;
}

/** The catalogue words closest to a misspelt one (all ties, at most three). */
export function corrections(word: string, candidates: readonly string[]): string[] {
  const limit = allowedEdits(word);
  if (limit === 0) return [];
  let best = limit + 1;
  let chosen: string[] = [];
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(word, candidate);
    if (distance < best) {
      best = distance;
      chosen = [candidate];
    } else if (distance === best) {
      chosen.push(candidate);
    }
  }
  return chosen.slice(0, 3);
}
