// `npm run build -w @shop/server`: the server as one ES module, `dist/main.js`, with a source
// map beside it (decision 051). Production runs this plain JavaScript instead of compiling the
// TypeScript at start-up through tsx, whose loader thread and kept sources cost 60–120 MB of
// resident memory. Our own code (and @shop/shared) is bundled; the libraries stay in
// node_modules, loaded as they are (native modules, PGlite's wasm files, OpenTelemetry's hooks).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverFolder = new URL('..', import.meta.url);
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', serverFolder), 'utf8'));
const libraries = Object.keys(dependencies).filter((name) => !name.startsWith('@shop/'));

await build({
  entryPoints: [fileURLToPath(new URL('src/main.ts', serverFolder))],
  outfile: fileURLToPath(new URL('dist/main.js', serverFolder)),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: libraries.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
