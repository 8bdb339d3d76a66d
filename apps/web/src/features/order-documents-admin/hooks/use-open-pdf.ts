import { useState } from 'react';
import { toDisplayMessages } from '../../../lib/error-messages';
import { downloadBlob, openBlankWindow, openPdfBlob } from '../../../lib/open-pdf';

export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the new window, so the PDF was downloaded instead. Allow pop-ups for the console to open documents directly.';

/**
 * Fetches a PDF with the console's token and opens it in a new window; a blocked window gets
 * the file as a download. `busy` names the document being fetched, `message` what went wrong.
 */
export function useOpenPdf<Kind extends string>() {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [message, setMessage] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);

  async function open(kind: Kind, fileName: string, load: () => Promise<Blob>) {
    // Opened inside the click, before the request: a window opened later is often blocked.
    const target = openBlankWindow();
    setBusy(kind);
    setMessage(null);
    try {
      const blob = await load();
      if (!openPdfBlob(blob, target)) {
        downloadBlob(blob, fileName);
        setMessage({ severity: 'info', text: POPUP_BLOCKED_MESSAGE });
      }
    } catch (failure) {
      target?.close();
      setMessage({ severity: 'error', text: toDisplayMessages(failure).join(' ') });
    } finally {
      setBusy(null);
    }
  }

  return { busy, message, open };
}
