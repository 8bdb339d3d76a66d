import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
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
    const { blob } = await adminApi.file('GET', url);
    const blobUrl = URL.createObjectURL(blob);
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
