/**
 * A blob as a data: URL. The shop's Content-Security-Policy allows images from 'self' and
 * data: only, so previews of private files are drawn from data: URLs, not blob: URLs.
 */
export async function readAsDataUrl(blob: Blob, type = blob.type): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
