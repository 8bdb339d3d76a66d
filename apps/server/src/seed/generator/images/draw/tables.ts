import { circle, ellipse, floorShadow, group, path, polygon, rect } from '../svg.js';
import type { Paint } from './paint.js';
import { FLOOR_Y, place } from './paint.js';
import { pottedPlant } from './plant.js';
import { diningChair, sideChair } from './seating.js';

function tableTop(
  left: number,
  right: number,
  y: number,
  depth: number,
  edge: number,
  p: Paint,
): string[] {
  const inset = depth * 1.3;
  return [
    polygon(
      [
        [left + inset, y],
        [right - inset, y],
        [right, y + depth],
        [left, y + depth],
      ],
      p.lighter,
    ),
    rect(left, y + depth, right - left, edge, p.main, { rx: 4 }),
    rect(left, y + depth + edge - 5, right - left, 5, p.darker, { opacity: 0.35 }),
  ];
}

export function coffeeTable(p: Paint): string {
  return group([
    floorShadow(400, FLOOR_Y + 2, 270),
    rect(172, 520, 24, FLOOR_Y - 520, p.dark, { rx: 4 }),
    rect(604, 520, 24, FLOOR_Y - 520, p.dark, { rx: 4 }),
    rect(210, 520, 18, 80, p.darker, { rx: 4 }),
    rect(572, 520, 18, 80, p.darker, { rx: 4 }),
    rect(176, 568, 448, 16, p.main, { rx: 4 }),
    rect(250, 548, 90, 20, '#c6b8a4', { rx: 3 }),
    rect(262, 532, 72, 16, '#8a9aa6', { rx: 3 }),
    ...tableTop(150, 650, 470, 32, 30, p),
    pottedPlant(520, 486, 0.55),
    rect(262, 462, 110, 14, '#e9dfcf', { rx: 3 }),
    rect(270, 450, 96, 12, '#a3826a', { rx: 3 }),
  ]);
}

export function diningTable(p: Paint): string {
  return group([
    floorShadow(400, FLOOR_Y + 2, 300),
    rect(206, 444, 20, 150, p.darker, { rx: 4 }),
    rect(574, 444, 20, 150, p.darker, { rx: 4 }),
    ...tableTop(120, 680, 380, 36, 28, p),
    rect(150, 444, 500, 26, p.dark),
    rect(150, 444, 30, FLOOR_Y - 444, p.main, { rx: 4 }),
    rect(620, 444, 30, FLOOR_Y - 444, p.main, { rx: 4 }),
    ellipse(400, 384, 60, 12, '#e8dcc8'),
    path('M370,384 Q372,350 400,348 Q428,350 430,384 Z', '#d98c5f'),
    circle(388, 356, 12, '#e0b040'),
    circle(410, 352, 13, '#9ab26a'),
  ]);
}

export function desk(p: Paint): string {
  const drawers: string[] = [];
  for (let i = 0; i < 3; i++) {
    const y = 462 + i * 52;
    drawers.push(rect(484, y, 152, 44, p.light, { rx: 4 }));
    drawers.push(rect(536, y + 18, 48, 8, p.accent, { rx: 4 }));
  }
  return group([
    floorShadow(400, FLOOR_Y + 2, 290),
    rect(180, 450, 16, 146, p.darker, { rx: 4 }),
    ...tableTop(130, 670, 400, 26, 24, p),
    rect(150, 450, 24, FLOOR_Y - 450, p.main, { rx: 4 }),
    rect(472, 450, 176, FLOOR_Y - 450, p.main, { rx: 4 }),
    ...drawers,
    rect(250, 282, 190, 118, '#2f3337', { rx: 8 }),
    rect(260, 292, 170, 98, '#5d7b8f', { rx: 3 }),
    polygon(
      [
        [262, 298],
        [330, 298],
        [276, 384],
        [262, 384],
      ],
      '#ffffff',
      { opacity: 0.12 },
    ),
    polygon(
      [
        [236, 400],
        [454, 400],
        [466, 410],
        [224, 410],
      ],
      '#9aa1a7',
    ),
    rect(520, 380, 34, 22, '#f1ece4', { rx: 4 }),
    path('M554,386 q12,0 12,8 q0,8 -12,8', 'none', { stroke: '#f1ece4', 'stroke-width': 4 }),
  ]);
}

export function diningSet(p: Paint): string {
  const chair = diningChair(p);
  return place(
    group([
      floorShadow(400, FLOOR_Y + 20, 390),
      place(sideChair(p), -291, 72, 0.9),
      place(sideChair(p, true), 371, 72, 0.9),
      place(chair, 20, 166, 0.7),
      place(chair, 220, 166, 0.7),
      place(diningTable(p), 20, 51, 0.95),
    ]),
    40,
    44,
    0.9,
  );
}

/** Side profile of an outdoor armchair facing right; `main` is the cushion, `accent` the frame. */
function patioChair(p: Paint, facingLeft = false): string {
  const body = group([
    polygon(
      [
        [142, 296],
        [168, 292],
        [196, 470],
        [170, 474],
      ],
      p.accentDark,
    ),
    rect(168, 474, 20, FLOOR_Y - 474, p.accentDark, { rx: 5 }),
    rect(306, 474, 20, FLOOR_Y - 474, p.accent, { rx: 5 }),
    rect(160, 466, 172, 22, p.accent, { rx: 8 }),
    polygon(
      [
        [166, 318],
        [194, 312],
        [216, 452],
        [188, 458],
      ],
      p.main,
      { 'stroke-linejoin': 'round', stroke: p.main, 'stroke-width': 14 },
    ),
    rect(184, 440, 148, 30, p.main, { rx: 12 }),
    rect(300, 410, 14, 60, p.accent, { rx: 5 }),
    rect(180, 402, 154, 14, p.accent, { rx: 7 }),
  ]);
  return facingLeft ? group([body], { transform: 'translate(800 0) scale(-1 1)' }) : body;
}

/** `main` is the umbrella and cushion colour, `accent` the frame. */
export function patioSet(p: Paint): string {
  const scallops: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 160 + i * 80;
    scallops.push(path(`M${x},262 Q${x + 40},292 ${x + 80},262 Z`, i % 2 === 0 ? p.main : p.dark));
  }
  return group([
    floorShadow(400, FLOOR_Y + 4, 320),
    patioChair(p),
    patioChair(p, true),
    rect(394, 150, 12, 320, '#b8bcbf', { rx: 5 }),
    polygon(
      [
        [160, 262],
        [400, 130],
        [640, 262],
      ],
      p.main,
    ),
    polygon(
      [
        [400, 130],
        [330, 262],
        [470, 262],
      ],
      p.light,
    ),
    ...scallops,
    circle(400, 126, 9, p.darker),
    rect(384, 480, 32, FLOOR_Y - 480, p.accentDark, { rx: 6 }),
    ellipse(400, FLOOR_Y - 4, 64, 10, p.accentDark),
    path('M270,476 L270,490 Q400,524 530,490 L530,476 Z', p.accent),
    ellipse(400, 476, 130, 22, p.accentLight),
    ellipse(400, 472, 34, 8, '#f4efe6'),
  ]);
}
