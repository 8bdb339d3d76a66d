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
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

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
