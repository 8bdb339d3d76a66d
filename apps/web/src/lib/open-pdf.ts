// The base64 → PDF helper of spec section 7: a policy document arrives as base64 text and is
// shown in a new window or saved as a file, without the bearer token ever leaving the app.

const PDF_TYPE = 'application/pdf';
// A blob URL must outlive the new window's load (or the download's start); a minute is ample.
const REVOKE_AFTER_MS = 60_000;

/** Decodes base64 (plain, URL-safe, or a `data:…;base64,` URL) into a PDF blob. */
export function base64ToPdfBlob(base64: string): Blob {
  const payload = base64
    .replace(/^data:[^,]*,/, '')
    .replace(/\s+/g, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: PDF_TYPE });
}

/**
 * A blank window opened synchronously in the click handler: the browser counts it as the
 * shopper's own action, whereas `window.open` after an awaited request is often blocked.
 */
export function openBlankWindow(): Window | null {
  const opened = window.open('', '_blank');
  // The PDF page has no business with the shop's window.
  if (opened) opened.opener = null;
  return opened;
}

/**
 * Opens the PDF in `target` (a window from `openBlankWindow`) or in a new window. Returns false
 * when no window could be opened (a popup blocker): the caller then offers the download.
 */
export function openPdf(base64: string, target: Window | null = null): boolean {
  return openPdfBlob(base64ToPdfBlob(base64), target);
}

/** `openPdf` for a PDF already in hand as a blob (one the console's API answered with). */
export function openPdfBlob(blob: Blob, target: Window | null = null): boolean {
  const url = URL.createObjectURL(blob);
  let opened: Window | null = target;
  if (target) target.location.href = url;
  else opened = window.open(url, '_blank');
  if (!opened) {
    URL.revokeObjectURL(url);
    return false;
  }
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return true;
}

/** Saves a blob as a file named `fileName` (the browser's download, no new window). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Saves base64 PDF content as `fileName`. */
export function downloadPdf(base64: string, fileName: string): void {
  const name = /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`;
  downloadBlob(base64ToPdfBlob(base64), name);
}
