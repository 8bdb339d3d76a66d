export class FrontMatterError extends Error {}

export interface FrontMatterDocument {
  attributes: Record<string, string>;
  body: string;
}

const FENCE = /^---[ \t]*$/;
const LINE = /^([A-Za-z][\w-]*)[ \t]*:[ \t]*(.*)$/;

/**
 * Reads the small front matter of a Markdown file: `key: value` lines between two `---`
 * lines. Values are plain strings (quotes optional); lists are written `a, b` or `[a, b]`
 * and split by the caller. Deliberately not YAML: nothing in it can run or nest.
 */
export function parseFrontMatter(source: string): FrontMatterDocument {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) {
    throw new FrontMatterError('The file must start with a front matter block opened by ---.');
  }
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) throw new FrontMatterError('The front matter block is not closed by ---.');
  const attributes: Record<string, string> = {};
  for (let index = 1; index < end; index++) {
    const line = lines[index] ?? '';
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new FrontMatterError(`Line ${index + 1} is not "key: value": ${line}`);
    const key = (match[1] ?? '').toLowerCase();
    if (key in attributes) throw new FrontMatterError(`Line ${index + 1} repeats "${key}".`);
    attributes[key] = unquote((match[2] ?? '').trim());
  }
  return {
    attributes,
    body: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
  };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

/** `a, b` or `[a, b]` to ['a', 'b']. */
export function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .replace(/^\[(.*)\]$/, '$1')
    .split(',')
    .map((item) => unquote(item.trim()).trim())
    .filter(Boolean);
}
