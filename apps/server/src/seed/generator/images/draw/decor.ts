import { circle, ellipse, floorShadow, group, line, path, polygon, rect } from '../svg.js';
import type { Paint } from './paint.js';
import { FLOOR_Y } from './paint.js';

const GLASS = '#dbe6ea';

export function mirror(p: Paint): string {
  return group([
    floorShadow(400, FLOOR_Y + 2, 150),
    path(`M272,${FLOOR_Y} L272,262 A128,128 0 0 1 528,262 L528,${FLOOR_Y} Z`, p.main),
    path(`M296,${FLOOR_Y - 22} L296,266 A104,104 0 0 1 504,266 L504,${FLOOR_Y - 22} Z`, GLASS),
    polygon(
      [
        [330, 250],
        [380, 190],
        [380, 330],
        [330, 400],
      ],
      '#ffffff',
      { opacity: 0.45 },
    ),
    polygon(
      [
        [400, 300],
        [430, 266],
        [430, 350],
        [400, 386],
      ],
      '#ffffff',
      { opacity: 0.35 },
    ),
    rect(296, 520, 208, 76, '#c9d6db', { opacity: 0.6 }),
    path(`M272,${FLOOR_Y} L272,262 A128,128 0 0 1 528,262 L528,${FLOOR_Y}`, 'none', {
      stroke: p.darker,
      'stroke-width': 4,
      opacity: 0.4,
    }),
  ]);
}

export function sunburstMirror(p: Paint): string {
  const rays: string[] = [];
  for (let i = 0; i < 40; i++) {
    const angle = (Math.PI * 2 * i) / 40;
    const outer = i % 2 === 0 ? 250 : 206;
    rays.push(
      line(
        400 + Math.cos(angle) * 140,
        340 + Math.sin(angle) * 140,
        400 + Math.cos(angle) * outer,
        340 + Math.sin(angle) * outer,
        i % 2 === 0 ? p.main : p.dark,
        9,
      ),
    );
  }
  return group([
    circle(412, 354, 250, '#000000', { opacity: 0.06 }),
    ...rays,
    circle(400, 340, 146, p.dark),
    circle(400, 340, 134, p.main),
    circle(400, 340, 116, GLASS),
    polygon(
      [
        [330, 300],
        [380, 240],
        [410, 240],
        [346, 330],
      ],
      '#ffffff',
      { opacity: 0.5 },
    ),
    ellipse(400, FLOOR_Y + 40, 150, 10, '#000000', { opacity: 0.05 }),
  ]);
}

/** Flat-lay rug; `main` is the field, `accent` the pattern. */
export function rug(p: Paint): string {
  const diamonds: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      const cx = 300 + col * 100;
      const cy = 236 + row * 100;
      diamonds.push(
        polygon(
          [
            [cx, cy - 40],
            [cx + 40, cy],
            [cx, cy + 40],
            [cx - 40, cy],
          ],
          (row + col) % 2 === 0 ? p.accent : p.light,
        ),
      );
      diamonds.push(
        polygon(
          [
            [cx, cy - 16],
            [cx + 16, cy],
            [cx, cy + 16],
            [cx - 16, cy],
          ],
          p.dark,
        ),
      );
    }
  }
  const fringe: string[] = [];
  for (let x = 200; x <= 600; x += 12) {
    fringe.push(line(x, 134, x, 116, '#efe6d6', 3));
    fringe.push(line(x, 666, x, 684, '#efe6d6', 3));
  }
  return group([
    rect(198, 142, 420, 540, '#000000', { opacity: 0.08, rx: 6 }),
    ...fringe,
    rect(190, 134, 420, 532, p.main, { rx: 4 }),
    rect(212, 156, 376, 488, 'none', { stroke: p.accent, 'stroke-width': 14 }),
    rect(232, 176, 336, 448, 'none', { stroke: p.dark, 'stroke-width': 4 }),
    ...diamonds,
  ]);
}

/** Framed print: `main` drives the artwork, `accent` the frame. */
export function wallArt(p: Paint): string {
  return group([
    rect(244, 172, 340, 430, '#000000', { opacity: 0.08 }),
    rect(230, 150, 340, 430, p.accent),
    rect(250, 170, 300, 390, '#f8f5ef'),
    rect(282, 202, 236, 326, p.lighter),
    circle(446, 290, 42, '#e8a55c'),
    path('M282,460 L350,360 L410,430 L460,380 L518,450 L518,528 L282,528 Z', p.main),
    path('M282,500 Q360,450 430,490 Q480,516 518,486 L518,528 L282,528 Z', p.darker),
    line(400, 120, 400, 150, '#8a8a8a', 2),
    circle(400, 116, 5, '#8a8a8a'),
  ]);
}

/** The Filipino Christmas star lantern: `main` is the star, `accent` the tails and ring. */
export function parol(p: Paint): string {
  const star = (r1: number, r2: number): [number, number][] => {
    const points: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? r1 : r2;
      const angle = -Math.PI / 2 + (Math.PI * i) / 5;
      points.push([400 + Math.cos(angle) * r, 320 + Math.sin(angle) * r]);
    }
    return points;
  };
  const tail = (x: number, sway: number): string =>
    path(
      `M${x - 9},500 Q${x + sway},600 ${x - 5},700 L${x + 5},700 Q${x + sway + 16},600 ${x + 9},500 Z`,
      p.accent,
    );
  return group([
    circle(400, 320, 260, '#fff1c2', { opacity: 0.4 }),
    line(400, 0, 400, 100, '#6b6b6b', 3),
    tail(350, -24),
    tail(400, 0),
    tail(450, 24),
    circle(345, 706, 10, p.accentLight),
    circle(400, 706, 10, p.accentLight),
    circle(455, 706, 10, p.accentLight),
    circle(400, 320, 184, 'none', { stroke: p.accent, 'stroke-width': 12 }),
    polygon(star(180, 74), p.main, {
      stroke: p.dark,
      'stroke-width': 6,
      'stroke-linejoin': 'round',
    }),
    polygon(star(112, 46), p.lighter),
    circle(400, 320, 30, '#fff6d6'),
  ]);
}
