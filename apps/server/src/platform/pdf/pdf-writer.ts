import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

// The shop's printed documents (policies, invoices, packing slips) share one look and one
// top-to-bottom writer. The standard fonts only know WinAnsi, so amounts are written
// "PHP 1,234.00" and text outside WinAnsi is replaced before drawing.

export const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
export const MARGIN = 56;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const BRAND = rgb(0.72, 0.11, 0.11);
export const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.38, 0.38, 0.38);

// Beyond Latin-1, WinAnsi has these (curly quotes, dashes, the euro sign…).
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Characters the standard fonts cannot draw: the peso sign becomes "PHP ", others '?'. */
export function winAnsi(text: string): string {
  return [
    ...text
      .normalize('NFC')
      .replace(/\u20B1/g, 'PHP ')
      .replace(/[\t\r\n]+/g, ' '),
  ]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin1 || WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

/**
 * Splits text into lines no wider than `width` at `size` (the standard fonts have no wrapping),
 * at spaces; a no-break space (U+00A0) holds its words together.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).flatMap((part) => breakWord(part, font, size, width))) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A word wider than the column (a long SKU) is cut into pieces that fit. */
function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

export interface TextOptions {
  size?: number;
  font?: PDFFont;
  color?: RGB;
  gap?: number;
}

/** One cell of a table row: its column's left edge and width, and how its text sits. */
export interface Cell {
  text: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
  font?: PDFFont;
  color?: RGB;
}

/** Writes top to bottom, starting a new page when the current one is full. */
export class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;
  /** Drawn again at the top of each new page (a table's column headings). */
  private pageHeader: (() => void) | null = null;

  static async create(document: PDFDocument): Promise<Writer> {
    return new Writer(
      document,
      await document.embedFont(StandardFonts.Helvetica),
      await document.embedFont(StandardFonts.HelveticaBold),
    );
  }

  constructor(
    private readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  ensure(height: number) {
    if (this.y - height >= MARGIN) return;
    this.newPage();
    this.pageHeader?.();
  }

  /** Starts a fresh page (each invoice of a bulk print begins on its own). */
  newPage() {
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Repeats `draw` at the top of every further page until `endRepeat`. */
  repeatOnNewPages(draw: () => void) {
    this.pageHeader = draw;
  }

  endRepeat() {
    this.pageHeader = null;
  }

  text(text: string, options: TextOptions = {}) {
    const { size = 10.5, font = this.regular, color = INK, gap = 4 } = options;
    for (const line of wrap(winAnsi(text), font, size, CONTENT_WIDTH)) {
      this.ensure(size);
      this.y -= size;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
      this.y -= gap;
    }
  }

  /** A label and its value beside it; a long value wraps under itself. */
  row(label: string, value: string) {
    const lines = wrap(winAnsi(value), this.bold, 10.5, CONTENT_WIDTH - 150);
    lines.forEach((line, index) => {
      this.ensure(12);
      this.y -= 11;
      if (index === 0) {
        this.page.drawText(winAnsi(label), {
          x: MARGIN,
          y: this.y,
          size: 10,
          font: this.regular,
          color: MUTED,
        });
      }
      this.page.drawText(line, {
        x: MARGIN + 150,
        y: this.y,
        size: 10.5,
        font: this.bold,
        color: INK,
      });
      this.y -= index === lines.length - 1 ? 7 : 2;
    });
  }

  /**
   * One table row: each cell's text wraps within its column; the row is as tall as its tallest
   * cell and moves whole to the next page when it does not fit.
   */
  cells(cells: readonly Cell[], options: { size?: number; gap?: number } = {}) {
    const { size = 9.5, gap = 5 } = options;
    const leading = size + 2;
    const wrapped = cells.map((cell) =>
      wrap(winAnsi(cell.text), cell.font ?? this.regular, size, cell.width),
    );
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * leading;
    this.ensure(height + gap);
    const top = this.y;
    cells.forEach((cell, index) => {
      const font = cell.font ?? this.regular;
      wrapped[index]!.forEach((line, lineIndex) => {
        const width = font.widthOfTextAtSize(line, size);
        const x = cell.align === 'right' ? cell.x + cell.width - width : cell.x;
        const y = top - size - lineIndex * leading;
        this.page.drawText(line, { x, y, size, font, color: cell.color ?? INK });
      });
    });
    this.y = top - height - gap;
  }

  space(points: number) {
    this.y -= points;
  }

  rule(color: RGB = BRAND, thickness = 0.75) {
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness,
      color,
    });
    this.y -= 12;
  }
}

/** A new document with its metadata set, and a writer on its first page. */
export async function startDocument(meta: {
  title: string;
  subject: string;
  author: string;
  keywords: string[];
  createdAt: Date;
}): Promise<{ document: PDFDocument; writer: Writer }> {
  const document = await PDFDocument.create();
  document.setTitle(meta.title);
  document.setSubject(meta.subject);
  document.setAuthor(meta.author);
  document.setKeywords(meta.keywords);
  document.setCreationDate(meta.createdAt);
  return { document, writer: await Writer.create(document) };
}
