// Just enough XML for Paynamics' flat messages: build elements, read an element's text.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number.parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return NAMED[entity.toLowerCase()] ?? '';
  });
}

export function element(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8" ?>';

/** The inner XML of the first <name>…</name> (or '' for <name/>), undefined when absent. */
export function innerXml(xml: string, name: string): string | undefined {
  const pattern = new RegExp(`<${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${name}\\s*>)`);
  const match = pattern.exec(xml);
  if (!match) return undefined;
  return match[1] ?? '';
}

/** The text of a leaf element, unescaped; '' when the element is empty or absent. */
export function text(xml: string, name: string): string {
  return unescapeXml(innerXml(xml, name)?.trim() ?? '');
}

/** Every <name>…</name> block (repeated elements such as order items). */
export function blocks(xml: string, name: string): string[] {
  const pattern = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}\\s*>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** A document with a DTD could define entities; Paynamics never sends one, so it is refused. */
export function hasDoctype(xml: string): boolean {
  return /<!DOCTYPE/i.test(xml);
}
