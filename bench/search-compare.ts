import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { openDatabase } from '@shop/server/db/client';
import { createCatalogueRepository } from '@shop/server/modules/catalogue/repository';
import {
  buildSearchIndex,
  searchDocumentParts,
  stemOf,
  type SearchNames,
} from '@shop/server/modules/catalogue/search-index';
import {
  orderHits,
  searchPhrase,
  searchProducts,
  termInfo,
  termQueries,
} from '@shop/server/modules/catalogue/search';
import { loadSnapshot, type CatalogueSnapshot } from '@shop/server/modules/catalogue/snapshot';
import { allowedEdits, searchWords } from '@shop/server/modules/catalogue/spelling';
import { BENCH_PROJECT_ID, catalogueDataDir } from './catalogue-data';
import { writeReport } from './report';
import { coldSearchPhrases, KEYWORDS } from './scenarios';

// `npm run bench:search -w @shop/bench` (decision 040): the shop's stem index and MiniSearch,
// in one process, on the same snapshot, the same queries and the same moment (each query is
// asked of every engine in turn, rotating who goes first), no HTTP. Per-query p50/p99 and
// whether the engines find the same products in the same order.
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const passes = Number(process.env.SEARCH_PASSES ?? 3);

const WEIGHTS = { name: 1, tags: 0.4, parents: 0.2, description: 0 };
const FIELDS = Object.keys(WEIGHTS);

function buildMiniSearch(snapshot: CatalogueSnapshot) {
  const mini = new MiniSearch<{ id: number } & Record<string, string | number>>({
    fields: FIELDS,
    idField: 'id',
    tokenize: (text) => searchWords(text),
    processTerm: (term) => stemOf(term),
    searchOptions: { boost: WEIGHTS },
  });
  mini.addAll(
    snapshot.products.map((product, id) => ({ id, ...searchDocumentParts(snapshot, product) })),
  );
  return mini;
}

type Engine = (phrase: string) => string[];

/** MiniSearch asked the same query as the stem index: the same spellings, prefixes and AND. */
function miniSameQuery(mini: MiniSearch, snapshot: CatalogueSnapshot, names: SearchNames): Engine {
  const asIs = (term: string) => term;
  return (phrase) => {
    const terms = termQueries(termInfo(snapshot, phrase.split(' ')));
    const query: Query = {
      combineWith: 'AND',
      queries: terms.map((term) => ({
        combineWith: 'OR',
        queries: term.words.flatMap((word): Query[] =>
          term.prefix
            ? [
                { queries: [word], prefix: true },
                // A half-typed word may end anywhere, so its unstemmed form is a prefix too.
                { queries: [word], prefix: true, processTerm: asIs },
              ]
            : [word],
        ),
      })),
    };
    return rankedIds(snapshot, names, phrase, mini.search(query));
  };
}

/** MiniSearch's own typo tolerance: fuzzy search for words the index lacks, prefix on the last. */
function miniOwnFuzzy(
  mini: MiniSearch,
  snapshot: CatalogueSnapshot,
  names: SearchNames,
  knownStems: Set<string>,
): Engine {
  // Both indexes cut and stem words alike, so they hold the same stems.
  const options: SearchOptions = {
    combineWith: 'AND',
    prefix: (_term, index, terms) => index === terms.length - 1,
    fuzzy: (stem) => (knownStems.has(stem) ? false : allowedEdits(stem)),
    maxFuzzy: 2,
  };
  return (phrase) => rankedIds(snapshot, names, phrase, mini.search(phrase, options));
}

/** MiniSearch's hits in the shop's order (exact name, name start, relevance, newest). */
function rankedIds(
  snapshot: CatalogueSnapshot,
  names: SearchNames,
  phrase: string,
  results: { id: number; score: number }[],
) {
  // orderHits ranks whole-number weights: MiniSearch's scores become their rank among the hits.
  const scores = [...new Set(results.map((result) => result.score))].sort((a, b) => a - b);
  const rankOf = new Map(scores.map((score, rank) => [score, rank]));
  const order = orderHits(
    names,
    phrase,
    results.map((result) => result.id),
    results.map((result) => rankOf.get(result.score)!),
  );
  return Array.from(order, (doc) => snapshot.products[doc]!.id);
}

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

function heapMb() {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

async function main() {
  const dataDir = await catalogueDataDir(productCount);
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  const snapshot = await loadSnapshot(createCatalogueRepository(database.db), BENCH_PROJECT_ID);
  await database.close();

  const heapBefore = heapMb();
  let started = performance.now();
  const index = await buildSearchIndex(snapshot);
  const stemBuildMs = performance.now() - started;
  const stemHeapMb = heapMb() - heapBefore;
  started = performance.now();
  const mini = buildMiniSearch(snapshot);
  const miniBuildMs = performance.now() - started;
  const miniHeapMb = heapMb() - heapBefore - stemHeapMb;

  const engines: Record<string, Engine> = {
    'stem index (shop)': (phrase) =>
      searchProducts(index, snapshot, phrase).map((product) => product.id),
    'MiniSearch, same query': miniSameQuery(mini, snapshot, index.names),
    'MiniSearch, own fuzzy': miniOwnFuzzy(
      mini,
      snapshot,
      index.names,
      new Set(index.postings.keys()),
    ),
  };
  const names = Object.keys(engines);
  const phrases = [...KEYWORDS, ...coldSearchPhrases()].map(searchPhrase);

  // Warm-up: every engine answers every query once, so the JIT has seen them all.
  const answers = new Map<string, string[][]>();
  for (const name of names) {
    answers.set(
      name,
      phrases.map((phrase) => engines[name]!(phrase)),
    );
  }
  const times = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let pass = 0; pass < passes; pass++) {
    phrases.forEach((phrase, queryIndex) => {
      for (let turn = 0; turn < names.length; turn++) {
        const name = names[(queryIndex + pass + turn) % names.length]!;
        const start = performance.now();
        engines[name]!(phrase);
        times.get(name)!.push(performance.now() - start);
      }
    });
  }

  const reference = answers.get(names[0]!)!;
  const engineRows = names.map((name) => {
    const sorted = [...times.get(name)!].sort((a, b) => a - b);
    const mine = answers.get(name)!;
    let sameSet = 0;
    let sameTop20 = 0;
    let top20Overlap = 0;
    let hits = 0;
    const differences: { phrase: string; reference: number; engine: number }[] = [];
    mine.forEach((ids, queryIndex) => {
      const expected = reference[queryIndex]!;
      hits += ids.length;
      const expectedSet = new Set(expected);
      if (ids.length === expected.length && ids.every((id) => expectedSet.has(id))) sameSet++;
      else if (differences.length < 8) {
        differences.push({
          phrase: phrases[queryIndex]!,
          reference: expected.length,
          engine: ids.length,
        });
      }
      const top = ids.slice(0, 20);
      const expectedTop = expected.slice(0, 20);
      if (top.join() === expectedTop.join()) sameTop20++;
      const topSet = new Set(expectedTop);
      top20Overlap += expectedTop.length
        ? top.filter((id) => topSet.has(id)).length / expectedTop.length
        : top.length === 0
          ? 1
          : 0;
    });
    return {
      engine: name,
      queries: phrases.length,
      measurements: sorted.length,
      p50Ms: round(percentile(sorted, 0.5)),
      p99Ms: round(percentile(sorted, 0.99)),
      maxMs: round(sorted[sorted.length - 1] ?? 0),
      meanHits: Math.round(hits / phrases.length),
      sameResultSet: `${sameSet}/${phrases.length}`,
      sameTop20Order: `${sameTop20}/${phrases.length}`,
      top20Overlap: round(top20Overlap / phrases.length, 3),
      firstDifferences: differences,
    };
  });

  const report = {
    date: new Date().toISOString(),
    productCount: snapshot.products.length,
    passes,
    build: {
      stemIndex: { ms: Math.round(stemBuildMs), heapMb: round(stemHeapMb, 1) },
      miniSearch: { ms: Math.round(miniBuildMs), heapMb: round(miniHeapMb, 1) },
    },
    engines: engineRows,
  };
  const file = writeReport(`search-compare-${productCount}.json`, report);
  console.log(JSON.stringify(report.build));
  console.log(
    '| engine | p50 ms | p99 ms | max ms | mean hits | same set | same top 20 | top-20 overlap |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of engineRows) {
    console.log(
      `| ${row.engine} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.meanHits} | ${row.sameResultSet} | ${row.sameTop20Order} | ${Math.round(row.top20Overlap * 100)} % |`,
    );
  }
  for (const row of engineRows.slice(1)) console.log(row.engine, row.firstDifferences);
  console.log(`Wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
