import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startCluster } from './cluster';

/**
 * `npm run cluster` (after `npm run build`): two API nodes on one PostgreSQL database and Redis behind HAProxy, on this
 * machine without containers. Ctrl-C stops everything. Settings (all optional):
 *   DATABASE_URL   default postgres://postgres@127.0.0.1:5432/shop_cluster (created if missing)
 *   REDIS_URL      default redis://127.0.0.1:6379
 *   JWT_SECRET     default: generated once into data/cluster/jwt-secret, shared by both nodes
 *   CLUSTER_PORT   default 3200: the balancer; the nodes take +1 and +2, HAProxy's statistics +9
 * Any other variable (LOG_LEVEL, limits, ADMIN_EMAIL …) reaches both nodes as with `npm start`.
 */

const workDir = path.join(repoRoot, 'data/cluster');

function sharedSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(workDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(workDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function main() {
  const port = Number(process.env.CLUSTER_PORT ?? 3200);
  if (!Number.isInteger(port) || port < 1 || port > 65_000)
    throw new Error('CLUSTER_PORT must be a port number');
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_cluster';
  console.log(`Migrating and seeding ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}`);
  const cluster = await startCluster({
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    jwtSecret: sharedSecret(),
    port,
    nodePorts: [port + 1, port + 2],
    statsPort: port + 9,
    workDir,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    log: (line) => console.log(line),
  });

  for (const node of cluster.nodes)
    console.log(`  ${node.name}: ${node.url} (pid ${node.process.pid}, log ${node.logFile})`);
  console.log(`  HAProxy statistics: ${cluster.statsUrl}`);
  console.log(`\nThe shop is served by two nodes at ${cluster.url} — Ctrl-C stops everything.`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the nodes and HAProxy…');
    cluster
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A node that dies on its own is reported; HAProxy keeps serving from the other one.
  for (const node of cluster.nodes)
    void node.exited.then(() => {
      if (!stopping) console.error(`${node.name} exited; see ${node.logFile}`);
    });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
