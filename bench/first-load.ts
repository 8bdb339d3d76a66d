import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { writeReport } from './report';

// `npm run bench:first-load -w @shop/bench`: the home page's first-load JavaScript (budget:
// 150 KB gzip, the target of issue #17 item 2; DESIGN.md section 7's bar is 170 KB). It builds
// the web app with its own production config into a private temporary folder (the shared
// apps/web/dist is left alone, so no build lock is needed), then sums, each compressed with
// `gzip -9`:
//   - the entry script of index.html and its modulepreloads (what every page loads first),
//   - the home route chunk and every chunk it imports statically (what the router loads before
//     it can draw `/`).
// Chunks loaded later with `import()` (sections below the hero, dialogs, other routes) are not
// counted. Results go to bench/results/first-load.json; the exit code is 1 over budget.

const BUDGET_BYTES = 150_000;
const HOME_ROUTE = 'src/app/routes/home.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../apps/web');

interface FileSize {
  file: string;
  role: 'entry' | 'modulepreload' | 'home route' | 'home import';
  bytes: number;
  gzip: number;
  brotli: number;
}

function sizes(outDir: string, file: string): Omit<FileSize, 'file' | 'role'> {
  const content = readFileSync(path.join(outDir, file));
  return {
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).length,
  };
}

/** The entry script and the modulepreloads index.html names, in document order. */
function htmlScripts(html: string): { entry: string; preloads: string[] } {
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g)];
  const entry = entries[0]?.[1];
  if (entries.length !== 1 || !entry) {
    throw new Error(`Expected one module entry script, found ${entries.length}`);
  }
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)];
  return { entry, preloads: preloads.flatMap((match) => (match[1] ? [match[1]] : [])) };
}

/** A manifest chunk's file and, depth first, the files of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((child) => staticClosure(manifest, child, seen)),
  ];
}

async function buildInto(outDir: string): Promise<void> {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

const kb = (value: number) => `${(value / 1000).toFixed(1)} kB`;

async function main() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'shop-first-load-'));
  try {
    await buildInto(outDir);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;

    const { entry, preloads } = htmlScripts(html);
    const [homeChunk = '', ...homeImports] = staticClosure(manifest, HOME_ROUTE);
    const roles = new Map<string, FileSize['role']>([[entry, 'entry']]);
    for (const file of preloads) if (!roles.has(file)) roles.set(file, 'modulepreload');
    if (!roles.has(homeChunk)) roles.set(homeChunk, 'home route');
    for (const file of homeImports) if (!roles.has(file)) roles.set(file, 'home import');

    const files: FileSize[] = [...roles].map(([file, role]) => ({
      file,
      role,
      ...sizes(outDir, file),
    }));
    const total = (key: 'bytes' | 'gzip' | 'brotli') =>
      files.reduce((sum, file) => sum + file[key], 0);
    const result = {
      date: new Date().toISOString(),
      budgetGzipBytes: BUDGET_BYTES,
      totalBytes: total('bytes'),
      totalGzipBytes: total('gzip'),
      totalBrotliBytes: total('brotli'),
      withinBudget: total('gzip') <= BUDGET_BYTES,
      files,
    };

    writeReport('first-load.json', result);

    const nameWidth = Math.max(...files.map((file) => file.file.length));
    for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `${file.file.padEnd(nameWidth)}  ${file.role.padEnd(13)} ${String(file.gzip).padStart(7)} B gzip`,
      );
    }
    console.log(
      `\nHome first-load JS: ${result.totalGzipBytes.toLocaleString('en-US')} B gzip -9 ` +
        `(${files.length} files; brotli ${result.totalBrotliBytes.toLocaleString('en-US')} B; ` +
        `raw ${result.totalBytes.toLocaleString('en-US')} B). Budget ${kb(BUDGET_BYTES)}: ` +
        (result.withinBudget
          ? `${kb(BUDGET_BYTES - result.totalGzipBytes)} under.`
          : `${kb(result.totalGzipBytes - BUDGET_BYTES)} OVER.`),
    );
    if (!result.withinBudget) process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
