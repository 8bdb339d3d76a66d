/**
 * Test helper: a small well-formedness check for the SVG we generate (no
 * comments, CDATA or processing instructions), so tests need no XML parser.
 * Returns a list of problems; empty means well-formed.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let roots = 0;
  let index = 0;
  while (index < svg.length) {
    const open = svg.indexOf('<', index);
    const text = svg.slice(index, open === -1 ? svg.length : open);
    if (text.includes('>') || /&(?!(amp|lt|gt|quot|apos);)/.test(text)) {
      problems.push(`bad text near "${text.slice(0, 40)}"`);
    }
    if (stack.length === 0 && text.trim() !== '') problems.push('text outside the root element');
    if (open === -1) break;
    tag.lastIndex = open;
    const match = tag.exec(svg);
    if (match === null) {
      problems.push(`malformed tag at ${open}: ${svg.slice(open, open + 60)}`);
      break;
    }
    const [whole, closing, name = '', , selfClosing] = match;
    if (closing === '/') {
      const expected = stack.pop();
      if (expected !== name) problems.push(`</${name}> closes <${expected ?? 'nothing'}>`);
    } else {
      if (stack.length === 0) roots++;
      if (selfClosing !== '/') stack.push(name);
    }
    index = open + whole.length;
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}
