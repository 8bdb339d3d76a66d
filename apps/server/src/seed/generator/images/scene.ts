import { luminance, mix, shade } from './color.js';
import { escapeXml, rect } from './svg.js';

export interface Backdrop {
  wall: string;
  floor: string;
}

/** A warm studio backdrop faintly tinted by the piece, darker when the piece is very pale. */
export function backdropFor(main: string): Backdrop {
  const base = luminance(main) > 0.72 ? '#dad0c2' : '#f6f1ea';
  const wall = mix(base, main, 0.07);
  return { wall, floor: shade(wall, -0.07) };
}

export function backdrop(width: number, height: number, floorY: number, colors: Backdrop): string {
  return (
    rect(0, 0, width, height, colors.wall) +
    rect(0, floorY, width, height - floorY, colors.floor) +
    rect(0, floorY - 3, width, 6, shade(colors.wall, -0.12), { opacity: 0.5 })
  );
}

export function svgDocument(
  width: number,
  height: number,
  title: string | undefined,
  body: string,
): string {
  const titleTag = title === undefined ? '' : `<title>${escapeXml(title)}</title>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `${titleTag}${body}</svg>`
  );
}
