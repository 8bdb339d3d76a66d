import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

function decodeStream(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  const raw = Buffer.from(stream.getContents());
  const deflated = stream.dict.toString().includes('FlateDecode');
  return (deflated ? inflateSync(raw) : raw).toString('latin1');
}

/**
 * The text a PDF written by pdf-lib shows: its pages' content streams inflated and the hex
 * strings of their Tj operators decoded. Enough to check what a generated document says.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of document.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((entry) => document.context.lookup(entry))
        : [contents];
    for (const content of streams.map(decodeStream)) {
      for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
      }
    }
  }
  return lines.join('\n');
}
