import { isValidItemId } from '@tafel/returns-machine';
import { PHOTO_EMPTY_KEY, PHOTO_MAX_BYTES, PHOTO_SIZE_KEY, PHOTO_TYPE_KEY, PHOTO_TYPES, sniffPhotoType } from './return-view';

// The checks of POST /api/returns/photos before and while a file streams on to the orchestrator
// (which checks again, by content, and owns the limits per return).

/** A refusal of the photo route: HTTP status and the message key shown at the field. */
export interface PhotoRefusal {
  status: number;
  messageKey: string;
}

/** Browsers' Sec-Fetch-Site values the route takes: our own pages, or a request the user typed (none). */
const OWN_FETCH_SITES: readonly string[] = ['same-origin', 'none'];

/** Why the request is refused before its body is read, or null. */
export function photoRequestProblem(request: { itemId: string | null; contentType: string | null; contentLength: string | null; secFetchSite: string | null }): PhotoRefusal | null {
  // The route acts with the visitor's cookies: no other site may post to it, not even a sibling
  // subdomain (same-site). Without the header (older clients) the SameSite=Lax cookies still guard it.
  if (request.secFetchSite !== null && !OWN_FETCH_SITES.includes(request.secFetchSite.trim().toLowerCase())) {
    return { status: 403, messageKey: 'vue.cart.error.somethingWentWrong' };
  }
  // The item id rule the orchestrator's photo controller checks too (the shared machine's).
  if (!isValidItemId(request.itemId)) return { status: 400, messageKey: 'vue.returns.error.invalidSelection' };
  const type = request.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!PHOTO_TYPES.includes(type)) return { status: 415, messageKey: PHOTO_TYPE_KEY };
  if (request.contentLength !== null) {
    const length = Number(request.contentLength);
    if (!Number.isInteger(length) || length < 0) return { status: 400, messageKey: PHOTO_EMPTY_KEY };
    if (length === 0) return { status: 400, messageKey: PHOTO_EMPTY_KEY };
    if (length > PHOTO_MAX_BYTES) return { status: 413, messageKey: PHOTO_SIZE_KEY };
  }
  return null;
}

/**
 * The body passed on as it arrives, stopped at the first problem: more than `maxBytes` (a body
 * that lied about its length), or first bytes that are neither PNG nor JPEG. `problem()` tells
 * which, after the stream failed.
 */
export function checkedPhotoStream(body: ReadableStream<Uint8Array>, maxBytes = PHOTO_MAX_BYTES): { stream: ReadableStream<Uint8Array>; problem: () => PhotoRefusal | null } {
  let seen = 0;
  let head = new Uint8Array(0);
  let sniffed = false;
  let refusal: PhotoRefusal | null = null;
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) {
        refusal = { status: 413, messageKey: PHOTO_SIZE_KEY };
        controller.error(new Error('photo too large'));
        return;
      }
      if (!sniffed) {
        const joined = new Uint8Array(head.byteLength + chunk.byteLength);
        joined.set(head);
        joined.set(chunk, head.byteLength);
        head = joined.slice(0, 8);
        if (head.byteLength >= 8) {
          sniffed = true;
          if (sniffPhotoType(head) === null) {
            refusal = { status: 415, messageKey: PHOTO_TYPE_KEY };
            controller.error(new Error('not a PNG or JPEG'));
            return;
          }
        }
      }
      controller.enqueue(chunk);
    },
    flush(controller) {
      if (seen === 0 || (!sniffed && sniffPhotoType(head) === null)) {
        refusal = { status: seen === 0 ? 400 : 415, messageKey: seen === 0 ? PHOTO_EMPTY_KEY : PHOTO_TYPE_KEY };
        controller.error(new Error('no photo'));
      }
    },
  });
  return { stream: body.pipeThrough(transform), problem: () => refusal };
}

/** The headers of the photo's request to the orchestrator: the visitor's identity (from the cookies), the browser's address, the file's type and name. */
export function photoForwardHeaders(input: {
  identity: Record<string, string>;
  addressHeaders: Record<string, string>;
  contentType: string;
  fileName: string | null;
}): Record<string, string> {
  const headers: Record<string, string> = {
    ...input.identity,
    // The orchestrator counts photos per shopper address, not per storefront server.
    ...input.addressHeaders,
    'content-type': input.contentType.split(';')[0]!.trim().toLowerCase(),
    accept: 'application/json',
  };
  if (input.fileName && input.fileName.length <= 600) headers['x-file-name'] = input.fileName;
  return headers;
}
