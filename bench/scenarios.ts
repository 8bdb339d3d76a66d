import { BENCH_PROJECT_ID } from './catalogue-data';

export interface Target {
  p99Ms: number;
  /** Share of the machine limit (same body size) the scenario must reach. */
  fractionOfLimit?: number;
}

export interface Scenario {
  name: string;
  /** Requests rotate through these paths, one after another on every connection. */
  paths: string[];
  target?: Target;
  /** Every path is a new query: never more requests than paths. */
  cold?: boolean;
  /**
   * A cold scenario's warm-up: other new queries, each asked once, so the server's code is as
   * warm as in the other scenarios' warm-up while every measured query is still new.
   */
  warmUpPaths?: string[];
}

const LIST = '/api/v1/public/products';

/** The cached keyword-search scenario's searches, typos included. */
export const KEYWORDS = [
  'sofa',
  'narra table',
  'rattan chair',
  'sfoa',
  'narra tabel',
  'dining set',
  'bed',
  'mirror',
  'lamp',
  'standing desk',
  'wardrobe',
  'abaca rug',
  'hammock',
  'leatherette',
  'acacia coffee table',
  'mattress',
  'bookshelf',
  'capiz',
  'outdoor lounger',
  'office chair',
];

// Words the catalogue uses; pairs of them make searches the cache has never seen.
const WORDS = [
  'sofa',
  'table',
  'chair',
  'narra',
  'rattan',
  'acacia',
  'mahogany',
  'bed',
  'desk',
  'lamp',
  'mirror',
  'rug',
  'cabinet',
  'wardrobe',
  'dresser',
  'bench',
  'shelf',
  'outdoor',
  'dining',
  'office',
  'wood',
  'steel',
  'fabric',
  'leatherette',
  'walnut',
  'oak',
  'teal',
  'navy',
  'round',
  'storage',
  'drawer',
  'queen',
  'king',
  'single',
  'lounge',
  'woven',
  'abaca',
  'bamboo',
  'capiz',
  'brass',
  'glass',
  'foam',
  'spring',
  'mesh',
  'ergonomic',
  'compact',
  'modular',
  'sectional',
  'console',
  'buffet',
];

const TARGET = { p99Ms: 25, fractionOfLimit: 0.5 };

/** Every ordered pair of two different words: 2,450 searches nobody has made before. */
export const coldSearchPhrases = () =>
  WORDS.flatMap((first) =>
    WORDS.filter((second) => second !== first).map((second) => `${first} ${second}`),
  );

/**
 * Three different words in a row: new searches for the warm-up, none of them a pair above. The
 * third word moves along the list a step per pass, so `count` can reach tens of thousands.
 */
export function coldSearchWarmUpPhrases(count: number): string[] {
  const phrases: string[] = [];
  for (let shift = 1; shift < WORDS.length && phrases.length < count; shift++) {
    WORDS.forEach((first, index) => {
      const third = WORDS[(index + shift) % WORDS.length]!;
      for (const second of WORDS) {
        if (second !== first && second !== third) phrases.push(`${first} ${second} ${third}`);
      }
    });
  }
  return phrases.slice(0, count);
}

/** As many cold warm-up searches as take about the 2 s the other scenarios warm up for. */
const COLD_WARM_UP_SEARCHES = 6_000;

/** The catalogue issue's scenarios, on real product URLs of the benchmark catalogue. */
export function catalogueScenarios(productUrls: string[], categoryUrls: string[]): Scenario[] {
  const listPaths = [
    ...Array.from({ length: 20 }, (_, index) => `${LIST}?page=${index + 1}&limit=20`),
    ...categoryUrls.map((url) => `${LIST}?category=${url}&page=1&limit=20`),
    ...categoryUrls.map((url) => `${LIST}?category=${url}&sort_by=price&sort_order=asc&limit=20`),
  ];
  const coldSearches = coldSearchPhrases().map(
    (phrase) => `${LIST}?search=${encodeURIComponent(phrase)}&limit=20`,
  );
  return [
    { name: 'liveness (no database)', paths: ['/healthz'] },
    {
      name: 'announcements',
      paths: [`/api/v1/public/announcements?projectId=${BENCH_PROJECT_ID}`],
    },
    {
      name: 'header categories (4)',
      paths: ['/api/v1/categories/map?sort_by=created_at&sort_order=desc&page=1&limit=4'],
    },
    {
      name: 'branches dropdown',
      paths: ['/api/v1/public/branches/dropdown?perPage=999&status=ACTIVE'],
    },
    { name: 'list page (20 items)', paths: listPaths, target: TARGET },
    {
      name: 'keyword search (20 items)',
      paths: KEYWORDS.map((keyword) => `${LIST}?search=${encodeURIComponent(keyword)}&limit=20`),
      target: { p99Ms: 25 },
    },
    {
      name: 'product detail',
      paths: productUrls.map((url) => `/api/v1/products/${url}`),
      target: TARGET,
    },
    {
      name: 'search, every query new (uncached)',
      paths: coldSearches,
      cold: true,
      warmUpPaths: coldSearchWarmUpPhrases(COLD_WARM_UP_SEARCHES).map(
        (phrase) => `${LIST}?search=${encodeURIComponent(phrase)}&limit=20`,
      ),
    },
    ...pageScenarios(productUrls, categoryUrls),
  ];
}

/**
 * Server-rendered pages (decision 038): the whole HTML of home, a listing and a product page
 * (React render with the page's data, critical CSS and page data), to set beside the JSON
 * answers of "list page" and "product detail" above. Needs the web build (`npm run build`).
 */
export function pageScenarios(productUrls: string[], categoryUrls: string[]): Scenario[] {
  return [
    { name: 'page: home (server-rendered HTML)', paths: ['/'] },
    {
      name: 'page: listing (server-rendered HTML)',
      paths: ['/products', ...categoryUrls.map((url) => `/products?category=${url}`)],
    },
    {
      name: 'page: product (server-rendered HTML)',
      paths: productUrls.slice(0, 200).map((url) => `/product/detail/${url}`),
    },
  ];
}
