import { describe, expect, it } from 'vitest';
import { renderCategoryImage } from './images/category.js';
import { FURNITURE_KINDS } from './images/kinds.js';
import { renderProductImage } from './index.js';
import { svgProblems } from './svg-check.js';

const EMOJI = /\p{Extended_Pictographic}/u;

function expectStandaloneSvg(svg: string, width: number, height: number): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/\son\w+=/i);
  expect(svg).not.toMatch(/href|url\(|<image|<foreignObject/i);
  expect(svg).not.toMatch(EMOJI);
  expect(svgProblems(svg)).toEqual([]);
}

describe('svgProblems (test helper)', () => {
  it('accepts well-formed markup and rejects broken markup', () => {
    expect(svgProblems('<svg><g><rect x="1"/></g></svg>')).toEqual([]);
    expect(svgProblems('<svg><g></svg>')).not.toEqual([]);
    expect(svgProblems('<svg><rect x=1/></svg>')).not.toEqual([]);
    expect(svgProblems('<svg/><svg/>')).not.toEqual([]);
    expect(svgProblems('<svg>a & b</svg>')).not.toEqual([]);
  });
});

describe('renderProductImage', () => {
  it.each(FURNITURE_KINDS)('draws a well-formed 800 × 800 %s', (kind) => {
    const svg = renderProductImage({
      kind,
      color: '#44494e',
      accent: '#b8944e',
      label: `A ${kind}`,
    });
    expectStandaloneSvg(svg, 800, 800);
    expect(svg).toContain(`<title>A ${kind}</title>`);
    // A real drawing, not just the backdrop.
    expect(svg.match(/<(rect|path|polygon|circle|ellipse|line)\b/g)?.length ?? 0).toBeGreaterThan(
      8,
    );
  });

  it('uses the requested colour', () => {
    expect(renderProductImage({ kind: 'sofa', color: '#2f4a6d', accent: '#5f3f2a' })).toContain(
      '#2f4a6d',
    );
  });

  it('is deterministic', () => {
    const spec = { kind: 'bed', color: '#8b4f2e', accent: '#5f3f2a' } as const;
    expect(renderProductImage(spec)).toBe(renderProductImage(spec));
  });

  it('escapes the label', () => {
    const svg = renderProductImage({
      kind: 'rug',
      color: '#b8633f',
      accent: '#efe3cc',
      label: 'Rug <"A&B">',
    });
    expect(svg).toContain('<title>Rug &lt;&quot;A&amp;B&quot;&gt;</title>');
    expect(svgProblems(svg)).toEqual([]);
  });

  it('rejects colours that are not #rrggbb', () => {
    expect(() => renderProductImage({ kind: 'sofa', color: 'red', accent: '#000000' })).toThrow();
    expect(() =>
      renderProductImage({ kind: 'sofa', color: '#000000', accent: 'url(#x)' }),
    ).toThrow();
  });
});

describe('renderCategoryImage', () => {
  it.each([1, 2, 3])('draws a well-formed 1200 × 600 banner with %i piece(s)', (count) => {
    const kinds = (['sofa', 'floor-lamp', 'rattan-chair'] as const).slice(0, count);
    expectStandaloneSvg(
      renderCategoryImage({ kinds, color: '#2f7073', accent: '#5f3f2a' }),
      1200,
      600,
    );
  });

  it('needs at least one piece', () => {
    expect(() => renderCategoryImage({ kinds: [], color: '#2f7073', accent: '#5f3f2a' })).toThrow();
  });
});
