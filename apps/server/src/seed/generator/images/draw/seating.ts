import { mix } from '../color.js';
import { circle, ellipse, floorShadow, group, line, path, polygon, rect } from '../svg.js';
import type { Paint } from './paint.js';
import { FLOOR_Y, taperedLeg } from './paint.js';

function cushionRow(
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
  fill: string,
  seam: string,
): string[] {
  const gap = 8;
  const each = (width - gap * (count - 1)) / count;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x + i * (each + gap);
    parts.push(rect(cx, y, each, height, fill, { rx: Math.min(26, height / 2.4) }));
    parts.push(rect(cx + 6, y + height - 12, each - 12, 8, seam, { rx: 4, opacity: 0.35 }));
  }
  return parts;
}

function throwPillow(
  cx: number,
  cy: number,
  size: number,
  angle: number,
  fill: string,
  stripe: string,
): string {
  const half = size / 2;
  return group(
    [
      rect(cx - half, cy - half, size, size, fill, { rx: size * 0.28 }),
      rect(cx - half + 6, cy - 9, size - 12, 18, stripe, { opacity: 0.3 }),
    ],
    { transform: `rotate(${angle} ${cx} ${cy})` },
  );
}

export function sofa(p: Paint): string {
  const pillow = mix(p.main, '#f3e6cf', 0.65);
  return group([
    floorShadow(400, FLOOR_Y + 2, 310),
    taperedLeg(150, 570, FLOOR_Y, 20, p.accentDark),
    taperedLeg(650, 570, FLOOR_Y, 20, p.accentDark),
    taperedLeg(400, 570, FLOOR_Y - 4, 16, p.accentDark),
    rect(110, 470, 580, 108, p.dark, { rx: 22 }),
    rect(138, 290, 524, 210, p.main, { rx: 36 }),
    ...cushionRow(160, 310, 480, 150, 3, p.light, p.darker),
    ...cushionRow(170, 448, 460, 64, 3, p.lighter, p.darker),
    throwPillow(230, 420, 88, -10, pillow, p.accent),
    throwPillow(570, 420, 88, 9, pillow, p.accent),
    rect(88, 380, 104, 198, p.main, { rx: 42 }),
    rect(608, 380, 104, 198, p.main, { rx: 42 }),
    rect(100, 388, 80, 26, p.light, { rx: 13, opacity: 0.8 }),
    rect(620, 388, 80, 26, p.light, { rx: 13, opacity: 0.8 }),
  ]);
}

export function sectional(p: Paint): string {
  return group([
    floorShadow(400, FLOOR_Y + 4, 350),
    taperedLeg(90, 565, FLOOR_Y - 14, 18, p.accentDark),
    taperedLeg(470, 565, FLOOR_Y - 14, 16, p.accentDark),
    taperedLeg(505, 598, FLOOR_Y + 8, 20, p.accentDark),
    taperedLeg(725, 598, FLOOR_Y + 8, 20, p.accentDark),
    rect(60, 462, 560, 106, p.dark, { rx: 22 }),
    rect(82, 300, 656, 195, p.main, { rx: 34 }),
    ...cushionRow(100, 318, 620, 140, 4, p.light, p.darker),
    ...cushionRow(110, 446, 380, 62, 2, p.lighter, p.darker),
    rect(486, 500, 256, 100, p.dark, { rx: 20 }),
    polygon(
      [
        [500, 446],
        [724, 446],
        [744, 508],
        [486, 508],
      ],
      p.lighter,
      { 'stroke-linejoin': 'round', stroke: p.lighter, 'stroke-width': 10 },
    ),
    rect(494, 500, 244, 10, p.darker, { rx: 5, opacity: 0.3 }),
    throwPillow(180, 416, 84, -9, mix(p.main, '#f3e6cf', 0.65), p.accent),
    rect(42, 380, 100, 190, p.main, { rx: 40 }),
    rect(54, 388, 76, 24, p.light, { rx: 12, opacity: 0.8 }),
  ]);
}

export function armchair(p: Paint): string {
  return group([
    floorShadow(400, FLOOR_Y + 2, 190),
    taperedLeg(272, 568, FLOOR_Y, 18, p.accentDark),
    taperedLeg(528, 568, FLOOR_Y, 18, p.accentDark),
    path('M262,470 L262,300 Q262,210 400,206 Q538,210 538,300 L538,470 Z', p.main),
    path('M288,462 L288,318 Q290,246 400,242 Q510,246 512,318 L512,462 Z', p.light),
    rect(250, 470, 300, 104, p.dark, { rx: 20 }),
    rect(282, 446, 236, 62, p.lighter, { rx: 22 }),
    rect(292, 494, 216, 8, p.darker, { rx: 4, opacity: 0.3 }),
    throwPillow(400, 410, 92, -4, mix(p.main, '#f3e6cf', 0.6), p.accent),
    rect(222, 372, 82, 204, p.main, { rx: 38 }),
    rect(496, 372, 82, 204, p.main, { rx: 38 }),
    rect(232, 380, 62, 22, p.light, { rx: 11, opacity: 0.8 }),
    rect(506, 380, 62, 22, p.light, { rx: 11, opacity: 0.8 }),
  ]);
}

/** Rattan peacock-style chair: `main` is the cane colour, `accent` the seat cushion. */
export function rattanChair(p: Paint): string {
  const weave: string[] = [];
  for (let r = 60; r <= 200; r += 22) {
    weave.push(
      ellipse(400, 320, r, r * 1.05, 'none', {
        stroke: p.darker,
        'stroke-width': 3,
        opacity: 0.35,
      }),
    );
  }
  for (let i = 0; i < 24; i++) {
    const angle = (Math.PI * 2 * i) / 24;
    weave.push(
      line(400, 320, 400 + Math.cos(angle) * 206, 320 + Math.sin(angle) * 216, p.darker, 2, {
        opacity: 0.25,
      }),
    );
  }
  // The hourglass base: filled, woven over, then outlined.
  const rattanBase: [number, number][] = [
    [320, 490],
    [480, 490],
    [428, 556],
    [478, FLOOR_Y],
    [322, FLOOR_Y],
    [372, 556],
  ];
  const baseWeave: string[] = [];
  for (let y = 520; y < FLOOR_Y; y += 14) {
    baseWeave.push(line(338, y, 462, y, p.darker, 2.5, { opacity: 0.3 }));
  }
  return group([
    floorShadow(400, FLOOR_Y + 2, 170),
    ellipse(400, 320, 214, 226, p.dark),
    ellipse(400, 320, 200, 212, p.main),
    ...weave,
    ellipse(400, 320, 214, 226, 'none', { stroke: p.darker, 'stroke-width': 8 }),
    polygon(rattanBase, p.main),
    ...baseWeave,
    polygon(rattanBase, 'none', {
      stroke: p.darker,
      'stroke-width': 5,
      'stroke-linejoin': 'round',
    }),
    rect(262, 448, 276, 64, p.accent, { rx: 30 }),
    rect(276, 496, 248, 10, p.accentDark, { rx: 5, opacity: 0.4 }),
    rect(300, 352, 200, 100, p.accentLight, { rx: 40 }),
  ]);
}

/** Front view; `main` is the frame, the seat pad is a lighter tone. */
export function diningChair(p: Paint): string {
  const slats: string[] = [];
  for (let i = 0; i < 4; i++) slats.push(rect(338 + i * 36, 292, 16, 128, p.main, { rx: 4 }));
  return group([
    floorShadow(400, FLOOR_Y + 2, 140),
    rect(300, 230, 24, FLOOR_Y - 230, p.dark, { rx: 6 }),
    rect(476, 230, 24, FLOOR_Y - 230, p.dark, { rx: 6 }),
    rect(296, 236, 208, 48, p.main, { rx: 14 }),
    ...slats,
    rect(306, 548, 188, 12, p.darker, { rx: 5 }),
    polygon(
      [
        [306, 430],
        [494, 430],
        [524, 468],
        [276, 468],
      ],
      p.lighter,
    ),
    rect(272, 466, 256, 30, p.main, { rx: 8 }),
    rect(282, 494, 26, FLOOR_Y - 494, p.main, { rx: 6 }),
    rect(492, 494, 26, FLOOR_Y - 494, p.main, { rx: 6 }),
  ]);
}

/** Side profile, facing right (or left when mirrored); used in sets. */
export function sideChair(p: Paint, facingLeft = false): string {
  const body = group([
    rect(330, 250, 22, FLOOR_Y - 250, p.dark, { rx: 6 }),
    rect(334, 270, 16, 170, p.main, { rx: 6 }),
    rect(330, 440, 160, 30, p.main, { rx: 8 }),
    rect(340, 428, 150, 16, p.lighter, { rx: 8 }),
    rect(466, 470, 22, FLOOR_Y - 470, p.main, { rx: 6 }),
    rect(352, 552, 116, 10, p.darker, { rx: 5 }),
  ]);
  return facingLeft ? group([body], { transform: 'translate(800 0) scale(-1 1)' }) : body;
}

export function officeChair(p: Paint): string {
  const metal = '#8f969c';
  const base = '#2f3236';
  const mesh: string[] = [];
  for (let y = 236; y < 420; y += 18)
    mesh.push(line(318, y, 482, y, p.darker, 2, { opacity: 0.35 }));
  return group([
    floorShadow(400, FLOOR_Y + 6, 200),
    polygon(
      [
        [392, 560],
        [408, 560],
        [585, 598],
        [582, 608],
      ],
      base,
    ),
    polygon(
      [
        [392, 560],
        [408, 560],
        [218, 608],
        [215, 598],
      ],
      base,
    ),
    polygon(
      [
        [390, 556],
        [410, 556],
        [470, 614],
        [454, 618],
      ],
      base,
    ),
    polygon(
      [
        [390, 556],
        [410, 556],
        [346, 618],
        [330, 614],
      ],
      base,
    ),
    circle(222, 612, 13, base),
    circle(578, 612, 13, base),
    circle(338, 622, 13, base),
    circle(462, 622, 13, base),
    rect(388, 470, 24, 92, metal, { rx: 6 }),
    rect(382, 462, 36, 24, base, { rx: 6 }),
    rect(300, 206, 200, 234, p.main, { rx: 70 }),
    ...mesh,
    rect(332, 372, 136, 36, p.dark, { rx: 18 }),
    rect(276, 418, 248, 58, p.dark, { rx: 26 }),
    rect(284, 412, 232, 44, p.main, { rx: 22 }),
    path('M262,392 L262,440 L300,440', 'none', {
      stroke: base,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    path('M538,392 L538,440 L500,440', 'none', {
      stroke: base,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    rect(240, 380, 48, 16, base, { rx: 8 }),
    rect(512, 380, 48, 16, base, { rx: 8 }),
  ]);
}
