'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { messageRouteUrl } from '@/lib/i18n/message-route';
import { isToastKeyCandidate, ONE_SHOT_PARAMS, searchWithoutOneShotParams, TOAST_PARAM, toastFromParam } from '@/lib/toast/toast-param';
import { useI18n } from '../i18n/i18n-provider';
import { useToasts } from './toast-provider';

/** The text of a message key from the server (the page did not bring it), null when it has none. */
async function fetchText(key: string): Promise<string | null> {
  try {
    const response = await fetch(messageRouteUrl(key), { credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { text?: unknown };
    return typeof body.text === 'string' ? body.text : null;
  } catch {
    return null;
  }
}

/**
 * Shows the toast a server asked for with ?toast=<messageKey> (e.g. after a redirect) and removes
 * it with the other one-shot parameters (e.g. the cancelled payment the data layer tracks),
 * keeping the rest, so a reload or a shared link does not act on them again. Unknown keys are not
 * shown and stay in the URL. The usual toasts' texts come with every page (the root client scope);
 * another key's text is asked for at /api/message and handed to the toast as it is. Needs a <Suspense> boundary above it (useSearchParams).
 */
export function ToastFromUrl() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { show } = useToasts();
  const { has } = useI18n();
  const value = searchParams.get(TOAST_PARAM);

  useEffect(() => {
    let live = true;
    const act = (request: ReturnType<typeof toastFromParam>) => {
      if (request) show(request);
      // An unknown key is left alone (nothing acted on it); the others go once acted on.
      if (!request && !ONE_SHOT_PARAMS.some((name) => name !== TOAST_PARAM && searchParams.has(name))) return;
      const rest = searchWithoutOneShotParams(searchParams.toString());
      router.replace(`${pathname}${rest ? `?${rest}` : ''}${window.location.hash}`, { scroll: false });
    };
    const request = toastFromParam(value, has);
    if (request || !isToastKeyCandidate(value)) {
      act(request);
      return;
    }
    void fetchText(value).then((text) => {
      if (!live) return;
      const request = text === null ? null : toastFromParam(value, () => true);
      act(request && text !== null ? { ...request, text } : null);
    });
    return () => {
      live = false;
    };
  }, [value, searchParams, pathname, router, show, has]);

  return null;
}
