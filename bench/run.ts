import autocannon, { type Result as AutocannonResult } from 'autocannon';
import { catalogueDataDir } from './catalogue-data';
import { catalogueScenarios, type Scenario } from './scenarios';
import { reportHead, writeReport } from './report';
import { startServer } from './server';

// `npm run bench`: the API under load on the embedded database. BENCH_PRODUCTS picks the
// catalogue size (default 10,000), BENCH_SECONDS the length of each measurement, BENCH_ROUNDS
// how many times each scenario and its machine limit are measured, alternately (medians are
// reported: a shared machine's noise hits both sides alike). BENCH_PORT (3900) is the server's
// port; BENCH_ONLY (a regular expression on scenario names) measures only the scenarios it
// matches. The report also holds the server's start-up time and memory.
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 10;
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
}

/** Connections walk the paths in turn (each connection from its own starting point). */
async function measure(
  baseUrl: string,
  paths: string[],
  options: { duration?: number; amount?: number },
): Promise<Measurement> {
  let next = 0;
  // When the first and the last answer arrived: a run bounded by its number of requests ends in
  // autocannon on its next one-second tick, so its own duration and per-second counts say
  // nothing about a run that took 0.3 s; the rate is the answers over the time they took.
  let firstAnswer = 0;
  let lastAnswer = 0;
  let answers = 0;
  const runOptions = {
    url: baseUrl,
    connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length];
          return request;
        },
      },
    ],
  } as Parameters<typeof autocannon>[0];
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    autocannon(runOptions, (error, done) => (error ? reject(error) : resolve(done))).on(
      'response',
      () => {
        lastAnswer = performance.now();
        if (answers++ === 0) firstAnswer = lastAnswer;
      },
    );
  });
  const requestsPerSecond =
    options.amount && answers > 1
      ? ((answers - 1) * 1000) / (lastAnswer - firstAnswer)
      : result.requests.average;
  return {
    requestsPerSecond: Math.round(requestsPerSecond),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function averageBodyBytes(baseUrl: string, paths: string[]): Promise<number> {
  const sample = paths.slice(0, 40);
  let total = 0;
  for (const path of sample) {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    total += Buffer.byteLength(await response.text());
  }
  return Math.round(total / sample.length);
}

async function catalogueUrls(baseUrl: string) {
  const products: string[] = [];
  for (let page = 1; page <= 10; page++) {
    const response = await fetch(`${baseUrl}/api/v1/public/products?limit=100&page=${page}`);
    const body = (await response.json()) as { data: { friendly_url: string }[] };
    products.push(...body.data.map((item) => item.friendly_url));
  }
  const map = (await (await fetch(`${baseUrl}/api/v1/categories/map?limit=100`)).json()) as {
    data: { friendlyUrl: string; children: { friendlyUrl: string }[] }[];
  };
  const categories = map.data.flatMap((top) => [
    top.friendlyUrl,
    ...top.children.slice(0, 2).map((child) => child.friendlyUrl),
  ]);
  return { products, categories };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function medians(measurements: Measurement[]): Measurement {
  return {
    requestsPerSecond: median(measurements.map((m) => m.requestsPerSecond)),
    latencyP50Ms: median(measurements.map((m) => m.latencyP50Ms)),
    latencyP99Ms: median(measurements.map((m) => m.latencyP99Ms)),
    errors: measurements.reduce((sum, m) => sum + m.errors, 0),
  };
}

async function runScenario(baseUrl: string, scenario: Scenario) {
  const bodyBytes = await averageBodyBytes(baseUrl, scenario.paths);
  const limitPath = [`/api/v1/bench/precomputed/${bodyBytes}`];
  // The body sample above already asked 40 paths; a cold scenario's rounds split the rest.
  const coldPaths = scenario.paths.slice(40);
  const coldShare = Math.floor(coldPaths.length / rounds);
  await measure(baseUrl, limitPath, { duration: 2 }); // warm-up
  if (!scenario.cold) await measure(baseUrl, scenario.paths, { duration: 2 });
  else if (scenario.warmUpPaths) {
    await measure(baseUrl, scenario.warmUpPaths, { amount: scenario.warmUpPaths.length });
  }
  const limits: Measurement[] = [];
  const runs: Measurement[] = [];
  for (let round = 0; round < rounds; round++) {
    limits.push(await measure(baseUrl, limitPath, { duration: seconds }));
    runs.push(
      scenario.cold
        ? await measure(baseUrl, coldPaths.slice(round * coldShare, (round + 1) * coldShare), {
            amount: coldShare,
          })
        : await measure(baseUrl, scenario.paths, { duration: seconds }),
    );
  }
  const result = medians(runs);
  const limit = medians(limits);
  const fractionOfLimit =
    Math.round((result.requestsPerSecond / limit.requestsPerSecond) * 100) / 100;
  const target = scenario.target;
  const row = {
    scenario: scenario.name,
    paths: scenario.paths.length,
    examplePath: scenario.paths[0],
    bodyBytes,
    ...result,
    limitRequestsPerSecond: limit.requestsPerSecond,
    limitLatencyP99Ms: limit.latencyP99Ms,
    fractionOfLimit,
    target: target ?? null,
    meetsTarget: target
      ? result.latencyP99Ms <= target.p99Ms &&
        (target.fractionOfLimit === undefined || fractionOfLimit >= target.fractionOfLimit)
      : null,
    rounds: runs.map((run, index) => ({
      ...run,
      limitRequestsPerSecond: limits[index]?.requestsPerSecond,
    })),
  };
  console.log(row);
  return row;
}

function markdownTable(rows: Awaited<ReturnType<typeof runScenario>>[]) {
  const lines = [
    '| scenario | req/s | p50 ms | p99 ms | body bytes | limit req/s | of limit | target |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((row) => {
      const target = row.target
        ? `p99 ≤ ${row.target.p99Ms}${row.target.fractionOfLimit ? `, ≥ ${row.target.fractionOfLimit * 100} %` : ''}: ${row.meetsTarget ? 'met' : 'missed'}`
        : '';
      return `| ${row.scenario} | ${row.requestsPerSecond.toLocaleString('en')} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.bodyBytes.toLocaleString('en')} | ${row.limitRequestsPerSecond.toLocaleString('en')} | ${Math.round(row.fractionOfLimit * 100)} % | ${target} |`;
    }),
  ];
  return lines.join('\n');
}

async function main() {
  const dataDir = await catalogueDataDir(productCount);
  const server = await startServer(dataDir, Number(process.env.BENCH_PORT ?? 3900));
  const atReady = server.memory();
  console.log(`Server ready in ${server.readyMs} ms, RSS ${atReady.rssMb} MB`);
  const results = [];
  let afterRun = atReady;
  try {
    const { products, categories } = await catalogueUrls(server.url);
    const scenarios = catalogueScenarios(products, categories).filter(
      (scenario) => !only || only.test(scenario.name),
    );
    for (const scenario of scenarios) {
      results.push(await runScenario(server.url, scenario));
    }
    afterRun = server.memory();
  } finally {
    await server.stop();
  }
  // Start-up is spawn to ready (migrations checked, catalogue loaded, search index built); the
  // peak is the largest resident memory the server reached during the whole run.
  const serverFigures = {
    readyMs: server.readyMs,
    rssAtReadyMb: atReady.rssMb,
    rssAfterMb: afterRun.rssMb,
    peakRssMb: afterRun.peakRssMb,
  };
  const head = reportHead({ productCount, connections, secondsPerMeasurement: seconds, rounds });
  const file = writeReport(`api-${productCount}${only ? '-partial' : ''}.json`, {
    ...head,
    ...(only ? { only: only.source } : {}),
    server: serverFigures,
    results,
  });
  console.log(`Wrote ${file}\n\n${markdownTable(results)}\n`);
  console.log(
    `start-up to ready ${serverFigures.readyMs} ms; RSS at ready ${serverFigures.rssAtReadyMb} MB, after the run ${serverFigures.rssAfterMb} MB, peak ${serverFigures.peakRssMb} MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
