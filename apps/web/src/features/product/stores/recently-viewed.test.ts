import { beforeEach, describe, expect, test } from 'vitest';
import {
  addViewed,
  RECENTLY_VIEWED_LIMIT,
  useRecentlyViewedStore,
  viewedExcept,
  type ViewedProduct,
} from './recently-viewed';

const product = (n: number): ViewedProduct => ({ id: `p${n}`, friendlyUrl: `product-${n}` });

beforeEach(() => {
  useRecentlyViewedStore.getState().clear();
  localStorage.clear();
});

describe('recently viewed', () => {
  test('keeps the newest view first', () => {
    const { record } = useRecentlyViewedStore.getState();
    record(product(1));
    record(product(2));
    record(product(3));
    expect(useRecentlyViewedStore.getState().entries).toEqual([product(3), product(2), product(1)]);
  });

  test('viewing a product again moves it to the front instead of adding it twice', () => {
    const entries = [product(1), product(2), product(3)].reduce<ViewedProduct[]>(
      (list, viewed) => addViewed(list, viewed),
      [],
    );
    expect(addViewed(entries, product(1))).toEqual([product(1), product(3), product(2)]);
  });

  test(`remembers at most ${RECENTLY_VIEWED_LIMIT} products, dropping the oldest`, () => {
    const { record } = useRecentlyViewedStore.getState();
    for (let n = 1; n <= RECENTLY_VIEWED_LIMIT + 3; n += 1) record(product(n));
    const { entries } = useRecentlyViewedStore.getState();
    expect(entries).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(entries[0]).toEqual(product(RECENTLY_VIEWED_LIMIT + 3));
    expect(entries.at(-1)).toEqual(product(4));
  });

  test('the product on screen is left out of its own row', () => {
    const entries = [product(2), product(1)];
    expect(viewedExcept(entries, 'p2')).toEqual([product(1)]);
    expect(viewedExcept(entries, null)).toEqual(entries);
  });

  test('is kept in local storage and cleared by clear()', () => {
    useRecentlyViewedStore.getState().record(product(7));
    expect(JSON.parse(localStorage.getItem('recently-viewed') ?? '{}')).toMatchObject({
      state: { entries: [product(7)] },
    });

    useRecentlyViewedStore.getState().clear();
    expect(useRecentlyViewedStore.getState().entries).toEqual([]);
    expect(JSON.parse(localStorage.getItem('recently-viewed') ?? '{}')).toMatchObject({
      state: { entries: [] },
    });
  });

  test('reads stored entries back, ignoring malformed ones', async () => {
    localStorage.setItem(
      'recently-viewed',
      JSON.stringify({ state: { entries: [product(1), { id: 5 }, 'x'] }, version: 0 }),
    );
    await useRecentlyViewedStore.persist.rehydrate();
    expect(useRecentlyViewedStore.getState().entries).toEqual([product(1)]);
  });
});
