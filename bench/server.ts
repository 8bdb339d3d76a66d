import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded, SERVER_BUILD } from './build';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the real server as production runs it (the build, in production mode; no seeding, bench
 * route on) on a prepared data directory, building it first when its sources are newer; `env`
 * overrides those settings (the pages bench lets an empty directory be seeded).
 */
export async function startServer(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}) {
  buildIfNeeded();
  const started = performance.now();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', SERVER_BUILD], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      // Mounts the machine-limit route the scenarios are compared with.
      BENCH_ROUTES: 'true',
      // The pages' per-address limit would cut the page scenarios short: one client sends them all.
      PAGE_RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // The catalogue is loaded before the server listens, so ready means ready to serve it.
  for (let ready = false; !ready;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (performance.now() - started > 10 * 60_000)
      throw new Error('the server was not ready in 10 min');
    try {
      ready = (await fetch(`${url}/readyz`)).ok;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readyMs = Math.round(performance.now() - started);
  return {
    url,
    pid: child.pid!,
    /** From spawning the process to the first ready answer, the catalogue loaded. */
    readyMs,
    /** The server process's resident memory now and its peak so far (MB, from /proc). */
    memory: () => processMemoryMb(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory (VmRSS) and its peak (VmHWM) of a process, in MB. */
export function processMemoryMb(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc. */
export function processCpuMs(pid: number): number {
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis don't.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every architecture we use. */
const CLOCK_TICKS_PER_SECOND = 100;
