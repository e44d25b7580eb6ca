'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { ONE_SHOT_PARAMS, searchWithoutOneShotParams, TOAST_PARAM, toastFromParam } from '@/lib/toast/toast-param';
import { useToasts } from './toast-provider';

/**
 * Shows the toast a server asked for with ?toast=<messageKey> (e.g. after a redirect) and removes
 * it with the other one-shot parameters (e.g. the cancelled payment the data layer tracks),
 * keeping the rest, so a reload or a shared link does not act on them again. Unknown keys are not
 * shown and stay in the URL. Needs a <Suspense> boundary above it (useSearchParams).
 */
export function ToastFromUrl() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { show } = useToasts();
  const value = searchParams.get(TOAST_PARAM);

  useEffect(() => {
    const request = toastFromParam(value);
    if (request) show(request);
    // An unknown key is left alone (nothing acted on it); the others go once acted on.
    if (!request && !ONE_SHOT_PARAMS.some((name) => name !== TOAST_PARAM && searchParams.has(name))) return;
    const rest = searchWithoutOneShotParams(searchParams.toString());
    router.replace(`${pathname}${rest ? `?${rest}` : ''}${window.location.hash}`, { scroll: false });
  }, [value, searchParams, pathname, router, show]);

  return null;
}
