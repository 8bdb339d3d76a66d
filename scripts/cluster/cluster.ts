import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Two API nodes on one PostgreSQL database (and Redis) behind HAProxy, as `npm run cluster`
 * and `npm run test:cluster` run them: the settings here are the ones compose.yaml gives its
 * containers (README "Scaling out").
 */

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const HAPROXY_CONFIG = path.join(repoRoot, 'deploy/haproxy.cfg');
/** The built server (`npm run build`), as production runs it (decision 051). */
const SERVER_BUILD = path.join(repoRoot, 'apps/server/dist/main.js');
const DB_CLI = path.join(repoRoot, 'apps/server/src/cli/db.ts');

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  /** The balancer's port; the nodes listen on the two given ports, the statistics on statsPort. */
  port: number;
  nodePorts: [number, number];
  statsPort: number;
  /** Each node's DATA_DIR is a folder here (mail copies, uploads), and their logs. */
  workDir: string;
  /** Further environment for both nodes and the seeding step (limits, admin account). */
  env?: Record<string, string>;
  haproxyPath?: string;
  log?: (line: string) => void;
}

export interface ClusterNode {
  name: string;
  port: number;
  url: string;
  logFile: string;
  process: ChildProcess;
  /** Resolves once the process has exited (after a kill, for instance). */
  exited: Promise<void>;
}

export interface Cluster {
  url: string;
  statsUrl: string;
  nodes: ClusterNode[];
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.replace(/^\//, '');
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** The environment every node runs with; NODE_NAME and PORT differ, the rest is shared. */
export function nodeEnv(options: ClusterOptions, name: string, port: number) {
  return {
    ...options.env,
    NODE_NAME: name,
    PORT: String(port),
    HOST,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: options.jwtSecret,
    // HAProxy is the one proxy in front: the address it appends is the client's.
    TRUST_PROXY: '1',
    PUBLIC_URL: options.env?.PUBLIC_URL ?? `http://${HOST}:${options.port}`,
    // Seeded once before the nodes start (two nodes seeding an empty database would race).
    SEED_ON_START: 'false',
    DATA_DIR: path.join(options.workDir, name),
  };
}

/** Migrates the database and seeds it when empty, once, before any node starts. */
export function migrateAndSeed(options: ClusterOptions): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', DB_CLI, 'seed'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...nodeEnv(options, 'seed', options.port),
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`Migrating and seeding failed:\n${result.stdout}${result.stderr}`);
  options.log?.(result.stdout.trim());
}

function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  logFile: string,
): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

/** Polls `url` until it answers 200, or fails after `timeoutMs`. */
export async function waitUntilReady(url: string, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (code ${child.exitCode}) before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopProcess(child: ChildProcess, exited: Promise<void>, graceMs = 8_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Migrates and seeds, starts both nodes, then HAProxy in front of them. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = options.haproxyPath ?? '/usr/sbin/haproxy';
  if (!existsSync(haproxy))
    throw new Error(
      `HAProxy is missing (${haproxy}). Install it with: sudo apt-get install -y haproxy`,
    );
  if (!existsSync(SERVER_BUILD))
    throw new Error(`The server is not built (${SERVER_BUILD}). Build it with: npm run build`);
  mkdirSync(options.workDir, { recursive: true });
  await ensureDatabase(options.databaseUrl);
  migrateAndSeed(options);

  const started: { child: ChildProcess; exited: Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(started.reverse().map(({ child, exited }) => stopProcess(child, exited)));
  };
  try {
    const nodes: ClusterNode[] = options.nodePorts.map((port, index) => {
      const name = `node-${index + 1}`;
      const logFile = path.join(options.workDir, `${name}.log`);
      const { child, exited } = startProcess(
        process.execPath,
        ['--enable-source-maps', SERVER_BUILD],
        nodeEnv(options, name, port),
        logFile,
      );
      started.push({ child, exited });
      return { name, port, url: `http://${HOST}:${port}`, logFile, process: child, exited };
    });
    await Promise.all(
      nodes.map((node) => waitUntilReady(`${node.url}/readyz`, 60_000, node.process)),
    );

    const balancer = startProcess(
      haproxy,
      ['-db', '-f', HAPROXY_CONFIG],
      {
        LISTEN_ADDR: `${HOST}:${options.port}`,
        STATS_ADDR: `${HOST}:${options.statsPort}`,
        NODE_1_ADDR: `${HOST}:${options.nodePorts[0]}`,
        NODE_2_ADDR: `${HOST}:${options.nodePorts[1]}`,
      },
      path.join(options.workDir, 'haproxy.log'),
    );
    started.push(balancer);
    const url = `http://${HOST}:${options.port}`;
    await waitUntilReady(`${url}/readyz`, 15_000, balancer.child);
    return { url, statsUrl: `http://${HOST}:${options.statsPort}/stats`, nodes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface BackendServerStats {
  name: string;
  status: string;
  /** Requests HAProxy sent to this node (sessions in HTTP mode). */
  total: number;
}

/** The backend's servers as HAProxy's statistics CSV reports them. */
export async function backendStats(statsUrl: string): Promise<BackendServerStats[]> {
  const text = await (await fetch(`${statsUrl};csv`)).text();
  const [header, ...rows] = text.replace(/^# /, '').trim().split('\n');
  const columns = (header ?? '').split(',');
  const at = (row: string[], column: string) => row[columns.indexOf(column)] ?? '';
  return rows
    .map((line) => line.split(','))
    .filter((row) => at(row, 'pxname') === 'nodes' && at(row, 'svname').startsWith('node-'))
    .map((row) => ({
      name: at(row, 'svname'),
      status: at(row, 'status'),
      total: Number(at(row, 'stot')),
    }));
}
