import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The built server every bench starts, as production does (decision 051). */
export const SERVER_BUILD = path.join(root, 'apps/server/dist/main.js');

/** Each build and what it is made from. */
const BUILDS = [
  {
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
  },
  {
    output: SERVER_BUILD,
    sources: ['apps/server/src', 'apps/server/package.json', 'packages/shared/src'],
  },
];

/** The newest modification time of any file under these paths. */
function newestChange(paths: string[]): number {
  let newest = 0;
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

const isCurrent = ({ output, sources }: (typeof BUILDS)[number]) =>
  existsSync(output) &&
  statSync(output).mtimeMs >= newestChange(sources.map((source) => path.join(root, source)));

/** `npm run build` unless the web app and the server are newer than everything they are built from. */
export function buildIfNeeded() {
  if (BUILDS.every(isCurrent)) return;
  console.log('Building the web app and the server (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build exited with ${result.status}`);
}
