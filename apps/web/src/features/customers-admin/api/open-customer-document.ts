import { useMutation } from '@tanstack/react-query';
import { adminFileRequest } from '../../../lib/admin-file-request';
import { openBlankWindow } from '../../../lib/open-pdf';

// A blob URL must outlive the new window's load; a minute is ample.
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens an identity document's file (admins) in a new window: fetched with the console's token,
 * shown from a blob URL, so the token never leaves the app. The server logs each view.
 */
export async function openCustomerDocument({
  url,
  target,
}: {
  url: string;
  target: Window | null;
}) {
  try {
    const response = await adminFileRequest('GET', url);
    const blobUrl = URL.createObjectURL(await response.blob());
    if (target) target.location.href = blobUrl;
    else window.open(blobUrl, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(blobUrl), REVOKE_AFTER_MS);
  } catch (failure) {
    target?.close();
    throw failure;
  }
}

/** `open(url)` opens the window at once (the click's own action), then fills it. */
export function useOpenCustomerDocument() {
  const mutation = useMutation({ mutationFn: openCustomerDocument });
  return {
    ...mutation,
    open: (url: string) => mutation.mutateAsync({ url, target: openBlankWindow() }),
  };
}
