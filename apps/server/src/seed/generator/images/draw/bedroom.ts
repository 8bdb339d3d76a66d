import { mix } from '../color.js';
import { floorShadow, group, line, polygon, rect } from '../svg.js';
import type { Paint } from './paint.js';
import { FLOOR_Y, taperedLeg } from './paint.js';

export function bed(p: Paint): string {
  const blanket = mix(p.main, '#f4efe6', 0.7);
  const channels: string[] = [];
  for (let x = 226; x < 600; x += 58)
    channels.push(line(x, 300, x, 470, p.dark, 3, { opacity: 0.45 }));
  return group([
    floorShadow(400, FLOOR_Y + 4, 320),
    taperedLeg(140, 596, FLOOR_Y + 2, 20, p.accentDark),
    taperedLeg(660, 596, FLOOR_Y + 2, 20, p.accentDark),
    rect(176, 250, 448, 240, p.main, { rx: 26 }),
    ...channels,
    polygon(
      [
        [196, 420],
        [604, 420],
        [684, 520],
        [116, 520],
      ],
      '#f7f4ee',
    ),
    rect(214, 380, 172, 70, '#ffffff', { rx: 26 }),
    rect(414, 380, 172, 70, '#ffffff', { rx: 26 }),
    rect(224, 432, 152, 12, '#e3ddd3', { rx: 6 }),
    rect(424, 432, 152, 12, '#e3ddd3', { rx: 6 }),
    polygon(
      [
        [168, 462],
        [632, 462],
        [684, 520],
        [116, 520],
      ],
      blanket,
    ),
    rect(116, 518, 568, 46, mix(blanket, '#000000', 0.08), { rx: 10 }),
    rect(116, 546, 568, 8, p.accent, { opacity: 0.5 }),
    rect(104, 556, 592, 44, p.main, { rx: 10 }),
    rect(104, 590, 592, 10, p.darker, { rx: 5, opacity: 0.5 }),
  ]);
}

/** `main` is the border tape and label colour; the ticking stays white. */
export function mattress(p: Paint): string {
  const quilt: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    quilt.push(line(210 + 380 * t, 436, 130 + 540 * t, 494, '#ddd6ca', 2));
  }
  for (let i = 1; i < 4; i++) {
    const y = 436 + i * 14.5;
    const inset = 80 * (1 - (y - 436) / 58);
    quilt.push(line(130 + inset, y, 670 - inset, y, '#ddd6ca', 2));
  }
  const tufts: string[] = [];
  for (let x = 150; x < 660; x += 40) tufts.push(rect(x, 540, 12, 4, '#d9d1c3', { rx: 2 }));
  return group([
    floorShadow(400, FLOOR_Y + 2, 310),
    polygon(
      [
        [206, 428],
        [594, 428],
        [680, 500],
        [120, 500],
      ],
      '#fbf9f5',
    ),
    ...quilt,
    rect(118, 498, 564, 112, '#f1ede6', { rx: 14 }),
    rect(118, 498, 564, 12, p.main, { rx: 6 }),
    rect(118, 598, 564, 12, p.main, { rx: 6 }),
    ...tufts,
    rect(130, 562, 564 - 24, 3, '#e2dbcf'),
    rect(560, 566, 84, 24, p.main, { rx: 4 }),
    rect(570, 574, 64, 8, p.lighter, { rx: 3 }),
  ]);
}
