import { circle, floorShadow, group, line, path, polygon, rect } from '../svg.js';
import type { Paint } from './paint.js';
import { FLOOR_Y } from './paint.js';

/** Side view; `main` is the cushion, `accent` the frame. */
export function lounger(p: Paint): string {
  const weave: string[] = [];
  for (let x = 300; x < 660; x += 22)
    weave.push(line(x, 512, x, 536, p.accentDark, 2, { opacity: 0.5 }));
  return group([
    floorShadow(400, FLOOR_Y + 2, 300),
    rect(144, 508, 540, 32, p.accent, { rx: 10 }),
    ...weave,
    rect(640, 536, 22, FLOOR_Y - 536, p.accentDark, { rx: 5 }),
    rect(300, 536, 20, FLOOR_Y - 536, p.accentDark, { rx: 5 }),
    circle(176, 592, 26, '#3b3f44'),
    circle(176, 592, 10, '#b8bcbf'),
    polygon(
      [
        [150, 318],
        [184, 306],
        [330, 500],
        [300, 514],
      ],
      p.accent,
    ),
    rect(296, 470, 384, 42, p.main, { rx: 18 }),
    path('M176,318 Q196,306 214,322 L336,478 L300,494 Z', p.main),
    path('M176,318 Q196,306 214,322 L232,346 L192,356 Z', p.light),
    rect(520, 446, 96, 30, '#f4efe6', { rx: 14 }),
    rect(528, 452, 80, 6, '#6aa1b8', { rx: 3 }),
    rect(528, 464, 80, 6, '#6aa1b8', { rx: 3 }),
  ]);
}

/** `main` is the hammock cloth, `accent` the wooden stand. */
export function hammock(p: Paint): string {
  const ropes: string[] = [];
  for (let i = 0; i < 5; i++) {
    ropes.push(line(150, 262, 212, 318 + i * 10, p.accentLight, 2));
    ropes.push(line(650, 262, 588, 318 + i * 10, p.accentLight, 2));
  }
  const fringe: string[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const x = 212 + 376 * t;
    const y = (1 - t) * (1 - t) * 338 + 2 * t * (1 - t) * 620 + t * t * 338;
    fringe.push(line(x, y - 2, x, y + 22, p.dark, 3));
  }
  return group([
    floorShadow(400, FLOOR_Y + 4, 320),
    path('M110,612 Q400,560 690,612 L690,624 Q400,574 110,624 Z', p.accentDark),
    polygon(
      [
        [104, 612],
        [126, 612],
        [162, 258],
        [140, 254],
      ],
      p.accent,
    ),
    polygon(
      [
        [696, 612],
        [674, 612],
        [638, 258],
        [660, 254],
      ],
      p.accent,
    ),
    ...ropes,
    rect(204, 312, 12, 48, p.accentDark, { rx: 4 }),
    rect(584, 312, 12, 48, p.accentDark, { rx: 4 }),
    ...fringe,
    path('M212,318 Q400,560 588,318 L588,338 Q400,620 212,338 Z', p.main),
    path('M230,332 Q400,548 570,332', 'none', {
      stroke: p.lighter,
      'stroke-width': 10,
      opacity: 0.8,
    }),
    path('M240,346 Q400,566 560,346', 'none', {
      stroke: p.accent,
      'stroke-width': 6,
      opacity: 0.7,
    }),
    path('M212,318 Q400,560 588,318', 'none', { stroke: p.dark, 'stroke-width': 4 }),
  ]);
}
