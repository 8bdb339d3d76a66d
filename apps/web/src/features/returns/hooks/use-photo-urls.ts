import type { ReturnPhoto } from '@shop/shared/order-after-sales';
import { useEffect, useState } from 'react';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
import { fetchReturnPhoto } from '../api/get-return-photo';

/** Per photo id: a data: URL to show, 'error' when it could not be loaded; absent while loading. */
export type PhotoUrls = Record<string, string>;

/**
 * Loads owner-only photos with the bearer token (an <img src> cannot send the header), again
 * when the session's token changes, into data: URLs: the shop's Content-Security-Policy allows images from 'self' and data: only.
 */
export function usePhotoUrls(photos: readonly ReturnPhoto[], token: string | null): PhotoUrls {
  const [urls, setUrls] = useState<PhotoUrls>({});
  // One stable key for the effect: the photos' ids and urls.
  const key = JSON.stringify(photos.map((photo) => [photo._id, photo.url]));

  useEffect(() => {
    const controller = new AbortController();
    const wanted = JSON.parse(key) as [string, string][];
    for (const [id, url] of wanted) {
      fetchReturnPhoto(url, controller.signal)
        .then((blob) => readAsDataUrl(blob))
        .then((dataUrl) => {
          if (!controller.signal.aborted) setUrls((current) => ({ ...current, [id]: dataUrl }));
        })
        .catch(() => {
          if (!controller.signal.aborted) setUrls((current) => ({ ...current, [id]: 'error' }));
        });
    }
    return () => {
      controller.abort();
      setUrls({});
    };
  }, [key, token]);

  return urls;
}
