import { group, path, polygon, rect } from '../svg.js';

/** Decorative potted plant standing on `baseY`. */
export function pottedPlant(x: number, baseY: number, scale: number): string {
  const leaf = '#5f8f5a';
  const leafDark = '#44723f';
  const content = group([
    path('M0,0 C-40,-30 -56,-80 -20,-110 C-8,-70 -4,-40 0,0 Z', leafDark),
    path('M0,0 C36,-30 60,-70 30,-116 C14,-80 6,-40 0,0 Z', leaf),
    path('M0,0 C-10,-50 -4,-100 6,-140 C20,-100 14,-50 0,0 Z', leaf),
    polygon(
      [
        [-30, 0],
        [30, 0],
        [22, 48],
        [-22, 48],
      ],
      '#c9b49a',
    ),
    rect(-34, -6, 68, 12, '#b79f84', { rx: 5 }),
  ]);
  return `<g transform="translate(${x} ${baseY - 48 * scale}) scale(${scale})">${content}</g>`;
}
