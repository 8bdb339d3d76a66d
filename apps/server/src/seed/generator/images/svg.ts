type Attrs = Record<string, string | number | undefined>;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function attributes(attrs: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    const text = typeof value === 'number' ? String(Math.round(value * 10) / 10) : value;
    out += ` ${name}="${escapeXml(text)}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attributes(attrs)}/>`
    : `<${tag}${attributes(attrs)}>${children}</${tag}>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attrs = {},
): string {
  return el('rect', { x, y, width, height, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el('path', { d, fill, ...extra });
}

export function polygon(
  points: readonly (readonly [number, number])[],
  fill: string,
  extra: Attrs = {},
): string {
  return el('polygon', { points: points.map(([x, y]) => `${x},${y}`).join(' '), fill, ...extra });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string {
  return el('line', {
    x1,
    y1,
    x2,
    y2,
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    ...extra,
  });
}

export function group(children: string[], extra: Attrs = {}): string {
  return el('g', extra, children.join(''));
}

/** Soft contact shadow under a piece standing on the floor. */
export function floorShadow(cx: number, y: number, halfWidth: number): string {
  return ellipse(cx, y, halfWidth, Math.max(10, halfWidth * 0.07), '#000000', { opacity: 0.13 });
}
