'use client';

import { RETURN_PHOTO_ROUTE } from '@/lib/returns/return-view';

/** What the storefront's photo route answered. */
export type PhotoUploadAnswer = { ok: true; photoId: string } | { ok: false; messageKey: string };

/**
 * Sends one file to the storefront's photo route with XMLHttpRequest (fetch reports no upload
 * progress). `onProgress` hears 0..100 as the bytes leave the browser.
 */
export function uploadPhoto(itemId: string, file: File, onProgress: (percent: number) => void): Promise<PhotoUploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${RETURN_PHOTO_ROUTE}?itemId=${encodeURIComponent(itemId)}`);
    request.setRequestHeader('content-type', file.type);
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name.slice(0, 200)));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { photo?: { id?: unknown }; id?: unknown; messageKey?: unknown } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // Not JSON (a proxy's page): the generic failure below.
      }
      // The orchestrator answers 201 {photo: {id, state, …}}.
      const id = body.photo?.id ?? body.id;
      if (request.status >= 200 && request.status < 300 && typeof id === 'string') resolve({ ok: true, photoId: id });
      else resolve({ ok: false, messageKey: typeof body.messageKey === 'string' ? body.messageKey : 'tafel.returns.upload.failed' });
    };
    request.onerror = () => resolve({ ok: false, messageKey: 'tafel.returns.upload.failed' });
    request.send(file);
  });
}
