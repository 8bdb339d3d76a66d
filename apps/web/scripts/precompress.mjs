// Writes .br (brotli, quality 11) and .gz (gzip, level 9) beside every compressible file of
// the build over 1 KB, so the server can send them as-is (@fastify/static preCompressed).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function compress(file) {
  const input = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(input, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return { raw: input.length, br: br.length, gz: gzipped.length };
}

async function main() {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) {
    console.error(`precompress: ${root} is not a directory`);
    process.exit(1);
  }
  let files = 0;
  let raw = 0;
  let br = 0;
  let gzTotal = 0;
  for await (const file of walk(root)) {
    if (!EXTENSIONS.has(path.extname(file))) continue;
    if ((await stat(file)).size <= MIN_BYTES) continue;
    const sizes = await compress(file);
    files += 1;
    raw += sizes.raw;
    br += sizes.br;
    gzTotal += sizes.gz;
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`precompress: ${files} files, ${kb(raw)} -> ${kb(br)} brotli, ${kb(gzTotal)} gzip`);
}

await main();
