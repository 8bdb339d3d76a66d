import { shade } from '../color.js';

/** Floor line of the 800 × 800 product scene; standing pieces rest on it. */
export const FLOOR_Y = 620;

export interface Paint {
  main: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  accent: string;
  accentLight: string;
  accentDark: string;
}

export type Drawer = (paint: Paint) => string;

export function makePaint(main: string, accent: string): Paint {
  return {
    main,
    light: shade(main, 0.16),
    lighter: shade(main, 0.3),
    dark: shade(main, -0.14),
    darker: shade(main, -0.3),
    accent,
    accentLight: shade(accent, 0.25),
    accentDark: shade(accent, -0.25),
  };
}

/** Places a drawing made in the 800 × 800 scene at another position and scale. */
export function place(content: string, x: number, y: number, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${content}</g>`;
}

/** Tapered furniture leg whose top centre is (x, top). */
export function taperedLeg(
  x: number,
  top: number,
  bottom: number,
  width: number,
  fill: string,
): string {
  const half = width / 2;
  const foot = width * 0.28;
  return `<polygon points="${x - half},${top} ${x + half},${top} ${x + foot},${bottom} ${x - foot},${bottom}" fill="${fill}"/>`;
}
