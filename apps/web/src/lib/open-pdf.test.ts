import { describe, expect, test, vi } from 'vitest';
import { base64ToPdfBlob, downloadPdf, openBlankWindow, openPdf } from './open-pdf';

const TEXT = '%PDF-1.7\n%âãÏÓ binary?';
// btoa wants Latin-1: the bytes above, as a PDF would carry them.
const BASE64 = btoa(TEXT);

async function bytesOf(blob: Blob): Promise<number[]> {
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
}

const latin1 = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

function stubObjectUrls(url = 'blob:pdf-1') {
  const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue(url);
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return { create, revoke };
}

describe('base64ToPdfBlob', () => {
  test('decodes plain, data-URL, wrapped and URL-safe base64 into the same PDF bytes', async () => {
    const variants = [
      BASE64,
      `data:application/pdf;base64,${BASE64}`,
      BASE64.replace(/(.{8})/g, '$1\n'),
      BASE64.replace(/\+/g, '-').replace(/\//g, '_'),
    ];
    for (const variant of variants) {
      const blob = base64ToPdfBlob(variant);
      expect(blob.type).toBe('application/pdf');
      expect(await bytesOf(blob)).toEqual(latin1(TEXT));
    }
  });

  test('refuses text that is not base64', () => {
    expect(() => base64ToPdfBlob('not base64 at all!')).toThrow();
  });
});

describe('openPdf', () => {
  test('opens the PDF blob in a new window and releases the URL later', () => {
    vi.useFakeTimers();
    try {
      const { create, revoke } = stubObjectUrls();
      const opened = {} as Window;
      const open = vi.spyOn(window, 'open').mockReturnValue(opened);
      expect(openPdf(BASE64)).toBe(true);
      expect(open).toHaveBeenCalledWith('blob:pdf-1', '_blank');
      expect((create.mock.calls[0]![0] as Blob).type).toBe('application/pdf');
      expect(revoke).not.toHaveBeenCalled();
      vi.advanceTimersByTime(60_000);
      expect(revoke).toHaveBeenCalledWith('blob:pdf-1');
    } finally {
      vi.useRealTimers();
    }
  });

  test('fills a window opened earlier (inside the click) instead of opening another', () => {
    stubObjectUrls('blob:pdf-2');
    const target = { opener: {}, location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    const blank = openBlankWindow();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(target.opener).toBeNull();
    expect(openPdf(BASE64, blank)).toBe(true);
    expect(target.location.href).toBe('blob:pdf-2');
    expect(open).toHaveBeenCalledTimes(1);
  });

  test('a blocked window: false, and the URL is released at once', () => {
    const { revoke } = stubObjectUrls('blob:pdf-3');
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openPdf(BASE64)).toBe(false);
    expect(revoke).toHaveBeenCalledWith('blob:pdf-3');
  });
});

describe('downloadPdf', () => {
  test('clicks a temporary link that downloads the PDF under its name', async () => {
    const { create } = stubObjectUrls('blob:pdf-4');
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    downloadPdf(BASE64, 'policy-PP-1');
    expect(clicked).toEqual([{ href: 'blob:pdf-4', download: 'policy-PP-1.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(await bytesOf(create.mock.calls[0]![0] as Blob)).toEqual(latin1(TEXT));

    downloadPdf(BASE64, 'already.PDF');
    expect(clicked[1]!.download).toBe('already.PDF');
  });
});
