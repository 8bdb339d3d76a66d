import { circle, ellipse, floorShadow, group, line, path, polygon, rect } from '../svg.js';
import type { Paint } from './paint.js';
import { FLOOR_Y, taperedLeg } from './paint.js';

const BOOK_COLORS = [
  '#b5523b',
  '#2f5d62',
  '#d9a441',
  '#e8dcc6',
  '#4b5563',
  '#7a8f5a',
  '#9b3d4a',
  '#c9b79c',
];

function slabTop(x: number, y: number, width: number, p: Paint): string {
  return rect(x, y, width, 16, p.lighter, { rx: 4 });
}

export function tvConsole(p: Paint): string {
  return group([
    floorShadow(400, FLOOR_Y + 2, 290),
    taperedLeg(160, 578, FLOOR_Y, 18, p.accentDark),
    taperedLeg(640, 578, FLOOR_Y, 18, p.accentDark),
    rect(372, 452, 56, 10, '#1f2326', { rx: 3 }),
    rect(392, 436, 16, 18, '#1f2326'),
    rect(196, 220, 408, 226, '#1f2326', { rx: 8 }),
    rect(206, 230, 388, 206, '#33414c', { rx: 3 }),
    polygon(
      [
        [206, 230],
        [330, 230],
        [230, 436],
        [206, 436],
      ],
      '#ffffff',
      { opacity: 0.07 },
    ),
    rect(130, 474, 540, 108, p.main, { rx: 8 }),
    slabTop(120, 462, 560, p),
    rect(146, 490, 150, 78, p.light, { rx: 4 }),
    rect(504, 490, 150, 78, p.light, { rx: 4 }),
    rect(306, 490, 188, 78, p.darker, { rx: 4 }),
    rect(320, 530, 70, 38, '#3b3f44', { rx: 4 }),
    rect(404, 540, 76, 28, '#d7cbb8', { rx: 3 }),
    rect(278, 520, 8, 22, p.accent, { rx: 4 }),
    rect(514, 520, 8, 22, p.accent, { rx: 4 }),
  ]);
}

export function wardrobe(p: Paint): string {
  return group([
    floorShadow(400, FLOOR_Y + 2, 220),
    taperedLeg(236, 596, FLOOR_Y, 18, p.accentDark),
    taperedLeg(564, 596, FLOOR_Y, 18, p.accentDark),
    rect(220, 150, 360, 450, p.main, { rx: 6 }),
    rect(208, 136, 384, 24, p.lighter, { rx: 5 }),
    rect(240, 176, 150, 400, p.light, { rx: 4 }),
    rect(410, 176, 150, 400, p.light, { rx: 4 }),
    rect(256, 192, 118, 368, p.main, { rx: 3, opacity: 0.35 }),
    rect(426, 192, 118, 368, p.main, { rx: 3, opacity: 0.35 }),
    rect(376, 330, 8, 90, p.accent, { rx: 4 }),
    rect(416, 330, 8, 90, p.accent, { rx: 4 }),
    rect(220, 578, 360, 22, p.dark),
  ]);
}

function lampOnTop(x: number, y: number, shadeColor: string, baseColor: string): string {
  return group([
    circle(x, y - 92, 90, '#fff3c4', { opacity: 0.28 }),
    path(
      `M${x - 22},${y} Q${x - 34},${y - 34} ${x},${y - 58} Q${x + 34},${y - 34} ${x + 22},${y} Z`,
      baseColor,
    ),
    polygon(
      [
        [x - 44, y - 136],
        [x + 44, y - 136],
        [x + 62, y - 66],
        [x - 62, y - 66],
      ],
      shadeColor,
    ),
  ]);
}

export function nightstand(p: Paint): string {
  return group([
    floorShadow(400, FLOOR_Y + 2, 140),
    taperedLeg(304, 574, FLOOR_Y, 18, p.accentDark),
    taperedLeg(496, 574, FLOOR_Y, 18, p.accentDark),
    lampOnTop(440, 420, '#f2ead9', '#c9b8a3'),
    rect(290, 432, 220, 146, p.main, { rx: 8 }),
    slabTop(280, 420, 240, p),
    rect(304, 446, 192, 56, p.light, { rx: 4 }),
    rect(304, 510, 192, 56, p.light, { rx: 4 }),
    circle(400, 474, 8, p.accent),
    circle(400, 538, 8, p.accent),
    rect(330, 404, 60, 16, '#7b6a58', { rx: 3 }),
  ]);
}

export function dresser(p: Paint): string {
  const drawers: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 2; col++) {
      const x = 186 + col * 218;
      const y = 372 + row * 70;
      drawers.push(rect(x, y, 210, 62, p.light, { rx: 4 }));
      drawers.push(rect(x + 80, y + 27, 50, 8, p.accent, { rx: 4 }));
    }
  }
  return group([
    floorShadow(400, FLOOR_Y + 2, 250),
    taperedLeg(190, 582, FLOOR_Y, 20, p.accentDark),
    taperedLeg(610, 582, FLOOR_Y, 20, p.accentDark),
    rect(170, 356, 460, 230, p.main, { rx: 8 }),
    slabTop(160, 344, 480, p),
    ...drawers,
    path('M540,344 Q530,300 552,280 Q574,300 564,344 Z', '#d9cbb5'),
    line(552, 284, 540, 230, '#6f8f5f', 3),
    line(552, 284, 570, 236, '#6f8f5f', 3),
    rect(230, 300, 70, 44, '#efe7da', { rx: 3, stroke: p.accentDark, 'stroke-width': 6 }),
  ]);
}

export function buffet(p: Paint): string {
  const doors: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = 146 + i * 172;
    doors.push(rect(x, 434, 164, 136, p.light, { rx: 4 }));
    for (let s = 1; s < 8; s++) {
      doors.push(line(x + s * 20.5, 444, x + s * 20.5, 560, p.dark, 3, { opacity: 0.45 }));
    }
  }
  return group([
    floorShadow(400, FLOOR_Y + 2, 290),
    taperedLeg(160, 582, FLOOR_Y, 20, p.accentDark),
    taperedLeg(640, 582, FLOOR_Y, 20, p.accentDark),
    taperedLeg(400, 582, FLOOR_Y - 2, 16, p.accentDark),
    rect(130, 418, 540, 168, p.main, { rx: 8 }),
    slabTop(120, 406, 560, p),
    ...doors,
    rect(306, 490, 8, 26, p.accent, { rx: 4 }),
    rect(486, 490, 8, 26, p.accent, { rx: 4 }),
    path('M228,406 Q206,360 226,320 L254,320 Q274,360 252,406 Z', '#e8dfd2'),
    line(236, 322, 210, 226, '#7a8f5a', 3),
    line(244, 322, 262, 214, '#7a8f5a', 3),
    ellipse(212, 232, 12, 20, '#8fa86e', { transform: 'rotate(-20 212 232)' }),
    ellipse(262, 222, 12, 20, '#8fa86e', { transform: 'rotate(18 262 222)' }),
    rect(500, 360, 100, 46, '#3f4a52', { rx: 3 }),
    rect(510, 368, 80, 30, '#c9a86a', { rx: 2 }),
  ]);
}

export function bookshelf(p: Paint): string {
  const parts: string[] = [
    floorShadow(400, FLOOR_Y + 2, 180),
    rect(250, 120, 300, 500, p.main, { rx: 6 }),
    rect(268, 138, 264, 464, p.darker, { rx: 2 }),
  ];
  const shelfTops = [138, 254, 370, 486];
  shelfTops.forEach((top, shelf) => {
    const bottom = top + 100;
    let x = 276;
    for (let b = 0; x < 520 - (shelf === 1 ? 70 : 0); b++) {
      const width = 16 + ((b * 7 + shelf * 3) % 4) * 5;
      const height = 62 + ((b * 5 + shelf) % 4) * 9;
      const color = BOOK_COLORS[(b + shelf * 3) % BOOK_COLORS.length] ?? '#888888';
      if (x + width > 524) break;
      parts.push(rect(x, bottom - height, width, height, color, { rx: 2 }));
      x += width + 3;
    }
    if (shelf === 1) {
      parts.push(
        path(`M492,${bottom} L486,${bottom - 30} L520,${bottom - 30} L514,${bottom} Z`, '#c7b299'),
      );
      parts.push(ellipse(503, bottom - 42, 22, 16, '#6f9a5e'));
    }
    parts.push(rect(262, bottom, 276, 16, p.light));
  });
  parts.push(rect(250, 120, 300, 18, p.lighter, { rx: 4 }));
  return group(parts);
}

export function filingCabinet(p: Paint): string {
  const drawers: string[] = [];
  for (let i = 0; i < 3; i++) {
    const y = 282 + i * 104;
    drawers.push(rect(304, y, 192, 94, p.light, { rx: 5 }));
    drawers.push(
      rect(374, y + 18, 52, 22, '#f4f1ea', { rx: 2, stroke: p.accentDark, 'stroke-width': 3 }),
    );
    drawers.push(rect(366, y + 56, 68, 12, p.accent, { rx: 6 }));
  }
  return group([
    floorShadow(400, FLOOR_Y + 2, 140),
    rect(290, 266, 220, 342, p.main, { rx: 8 }),
    rect(286, 258, 228, 16, p.lighter, { rx: 5 }),
    ...drawers,
    rect(296, 600, 208, 20, p.darker, { rx: 3 }),
  ]);
}
