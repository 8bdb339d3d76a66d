import { describe, expect, it } from 'vitest';
import { searchPhrase, termQueries } from './search';
import { corrections, editDistance, normaliseSearch, searchWords } from './spelling';

describe('search words', () => {
  it('keeps letters and digits, lowercased, accents included', () => {
    expect(searchWords('  Bouclé 3-Seater, SOFA!! ')).toEqual(['bouclé', '3', 'seater', 'sofa']);
    expect(normaliseSearch('Hiraya 3-Seater Fabric Sofa')).toBe('hiraya 3 seater fabric sofa');
    expect(searchWords("'); drop table products; --")).toEqual(['drop', 'table', 'products']);
  });

  it('limits a search to 8 words of at most 40 letters', () => {
    expect(searchPhrase('a b c d e f g h i j').split(' ')).toHaveLength(8);
    expect(searchPhrase('x'.repeat(100))).toHaveLength(40);
  });
});

describe('editDistance', () => {
  it.each([
    ['sofa', 'sofa', 0],
    ['sfoa', 'sofa', 1],
    ['tabel', 'table', 1],
    ['narra', 'nara', 1],
    ['chiar', 'chair', 1],
    ['sofa', 'sofas', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('corrections', () => {
  it('picks the closest catalogue words within the allowed edits', () => {
    expect(corrections('sfoa', ['set', 'sage', 'sofa', 'sofas', 'foam'])).toEqual(['sofa']);
    expect(corrections('tabel', ['tables', 'table', 'label'])).toEqual(['table', 'label']);
    expect(corrections('wardrbe', ['wardrobe', 'wardrobes'])).toEqual(['wardrobe']);
  });

  it('leaves short words and far-off words alone', () => {
    expect(corrections('sfo', ['sofa'])).toEqual([]);
    expect(corrections('qwxzv', ['queen', 'wax'])).toEqual([]);
  });
});

describe('termQueries', () => {
  const term = (word: string, known: boolean, prefix = known, candidates: string[] = []) => ({
    word,
    known,
    prefix,
    candidates,
  });

  it('prefix-matches the last word, corrects unknown ones and keeps them too', () => {
    expect(
      termQueries([term('narra', true), term('tabel', false, false, ['table', 'tables'])]),
    ).toEqual([
      { words: ['narra'], prefix: false },
      { words: ['tabel', 'table'], prefix: false },
    ]);
    expect(termQueries([term('rattan', true), term('cha', false, true)])).toEqual([
      { words: ['rattan'], prefix: false },
      { words: ['cha'], prefix: true },
    ]);
    expect(termQueries([term('sofa', true)])).toEqual([{ words: ['sofa'], prefix: true }]);
    expect(termQueries([term('qwxzv', false, false, [])])).toEqual([
      { words: ['qwxzv'], prefix: false },
    ]);
  });
});
