import { circle, ellipse, floorShadow, group, line, path, polygon, rect } from '../svg.js';
import type { Paint } from './paint.js';
import { FLOOR_Y } from './paint.js';

const GLOW = '#fff1c2';

/** `main` is the shade, `accent` the base. */
export function tableLamp(p: Paint): string {
  const texture: string[] = [];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    texture.push(line(290 + 220 * t, 232, 246 + 308 * t, 420, p.dark, 2, { opacity: 0.3 }));
  }
  return group([
    circle(400, 330, 250, GLOW, { opacity: 0.35 }),
    floorShadow(400, FLOOR_Y + 2, 120),
    ellipse(400, 440, 150, 26, GLOW, { opacity: 0.8 }),
    rect(392, 400, 16, 80, '#b8a27e'),
    path('M400,470 C300,480 300,600 340,612 L460,612 C500,600 500,480 400,470 Z', p.accent),
    path('M360,500 C340,530 342,580 356,600', 'none', {
      stroke: p.accentLight,
      'stroke-width': 10,
      opacity: 0.6,
    }),
    rect(340, 606, 120, 14, p.accentDark, { rx: 6 }),
    polygon(
      [
        [290, 228],
        [510, 228],
        [556, 424],
        [244, 424],
      ],
      p.main,
    ),
    ...texture,
    rect(286, 222, 228, 12, p.dark, { rx: 6 }),
    rect(240, 418, 320, 12, p.dark, { rx: 6 }),
  ]);
}

/** `main` is the drum shade, `accent` the tripod legs. */
export function floorLamp(p: Paint): string {
  return group([
    circle(400, 250, 220, GLOW, { opacity: 0.35 }),
    floorShadow(400, FLOOR_Y + 4, 170),
    ellipse(400, 330, 120, 22, GLOW, { opacity: 0.85 }),
    line(400, 330, 272, FLOOR_Y, p.accentDark, 12),
    line(400, 330, 528, FLOOR_Y, p.accentDark, 12),
    line(400, 330, 400, FLOOR_Y + 8, p.accent, 10),
    circle(400, 330, 14, p.accentDark),
    rect(286, 150, 228, 170, p.main, { rx: 8 }),
    rect(286, 150, 228, 14, p.dark, { rx: 6 }),
    rect(286, 306, 228, 14, p.dark, { rx: 6 }),
    rect(300, 170, 40, 130, p.lighter, { opacity: 0.5, rx: 6 }),
  ]);
}

/** Capiz-shell pendant: overlapping shell discs in rows; `main` is the shell tone. */
export function pendantLamp(p: Paint): string {
  const rows: string[] = [];
  const rowCount = 7;
  for (let row = 0; row < rowCount; row++) {
    const y = 236 + row * 38;
    const halfWidth = 70 + row * 30;
    const count = 4 + row * 2;
    for (let i = 0; i <= count; i++) {
      const x = 400 - halfWidth + (2 * halfWidth * i) / count;
      const tone = (i + row) % 3 === 0 ? p.lighter : (i + row) % 3 === 1 ? p.main : p.light;
      rows.push(circle(x, y, 26, tone, { stroke: p.dark, 'stroke-width': 1.5, opacity: 0.95 }));
    }
  }
  return group([
    circle(400, 460, 260, GLOW, { opacity: 0.35 }),
    rect(360, 0, 80, 16, p.accentDark, { rx: 4 }),
    line(400, 16, 400, 212, '#3b3f44', 4),
    rect(372, 198, 56, 22, p.accent, { rx: 6 }),
    ...rows,
    ellipse(400, 498, 190, 30, GLOW, { opacity: 0.9 }),
    ellipse(400, FLOOR_Y + 40, 200, 18, GLOW, { opacity: 0.6 }),
  ]);
}
