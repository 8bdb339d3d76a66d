import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_PROJECT_ID, catalogueDataDir } from './catalogue-data';
import { startServer } from './server';

// `npm run bench`: the API under load on the embedded database. BENCH_PRODUCTS picks the
// catalogue size (default 10,000), BENCH_SECONDS the length of each scenario.
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

interface Scenario {
  name: string;
  path: string;
}

const scenarios: Scenario[] = [
  { name: 'liveness (no database)', path: '/healthz' },
  { name: 'announcements', path: `/api/v1/public/announcements?projectId=${BENCH_PROJECT_ID}` },
  {
    name: 'header categories (4)',
    path: '/api/v1/categories/map?sort_by=created_at&sort_order=desc&page=1&limit=4',
  },
  { name: 'branches dropdown', path: '/api/v1/public/branches/dropdown?perPage=999&status=ACTIVE' },
];

async function main() {
  const dataDir = await catalogueDataDir(productCount);
  const server = await startServer(dataDir, 3900);
  const results = [];
  try {
    for (const scenario of scenarios) {
      const url = `${server.url}${scenario.path}`;
      await autocannon({ url, connections, duration: 2 }); // warm-up
      const result = await autocannon({ url, connections, duration: seconds });
      const row = {
        scenario: scenario.name,
        path: scenario.path,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      };
      console.log(row);
      results.push(row);
    }
  } finally {
    await server.stop();
  }
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    database: 'pglite (embedded)',
    productCount,
    connections,
    secondsPerScenario: seconds,
    results,
  };
  const dir = fileURLToPath(new URL('./results', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/api-${productCount}.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote bench/results/api-${productCount}.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
