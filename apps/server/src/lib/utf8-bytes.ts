/**
 * Text as UTF-8 in a buffer of its own, for bodies kept and sent many times (catalogue answers,
 * rendered pages): the socket takes them as they are (a string is encoded again on every send),
 * and they live outside the JavaScript heap the garbage collector copies and marks. Not
 * Buffer.from: a small one would share, and keep alive, an 8 KB pool slab for as long as the
 * cache holds it.
 */
export function utf8Bytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}
