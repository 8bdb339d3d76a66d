import { useEffect, useState } from 'react';
import { useAdminSession } from '../../../lib/admin-session';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
import { getServiceConfig } from '../../../lib/runtime-config';

/**
 * GET /api/v1/admin/return-photos/:id (a photo's `url`) with the console's bearer token, as a
 * data: URL (an <img src> cannot send the header; the CSP allows data: images).
 */
export async function fetchAdminReturnPhoto(url: string, signal?: AbortSignal): Promise<string> {
  const token = useAdminSession.getState().session?.token;
  const base = getServiceConfig('auth').baseUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}${url}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new Error(`The photo could not be loaded (${response.status}).`);
  return readAsDataUrl(await response.blob());
}

/** Per photo id: its data: URL, 'error' when it failed; absent while loading. */
export function useAdminPhotoUrls(photos: readonly { id: string; url: string }[]) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = JSON.stringify(photos.map((photo) => [photo.id, photo.url]));
  useEffect(() => {
    const controller = new AbortController();
    for (const [id, url] of JSON.parse(key) as [string, string][]) {
      fetchAdminReturnPhoto(url, controller.signal)
        .then((dataUrl) => setUrls((current) => ({ ...current, [id]: dataUrl })))
        .catch(() => {
          if (!controller.signal.aborted) setUrls((current) => ({ ...current, [id]: 'error' }));
        });
    }
    return () => controller.abort();
  }, [key]);
  return urls;
}
