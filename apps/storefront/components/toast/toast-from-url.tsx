'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { searchWithoutToast, TOAST_PARAM, toastFromParam } from '../../lib/toast-param';
import { useToasts } from './toast-provider';

/**
 * Shows the toast a server asked for with ?toast=<messageKey> (e.g. after a redirect) and removes
 * the parameter, keeping the others, so a reload or a shared link does not show it again. Unknown
 * keys are ignored and left alone. Needs a <Suspense> boundary above it (useSearchParams).
 */
export function ToastFromUrl() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { show } = useToasts();
  const value = searchParams.get(TOAST_PARAM);

  useEffect(() => {
    const request = toastFromParam(value);
    if (!request) return;
    show(request);
    const rest = searchWithoutToast(searchParams.toString());
    router.replace(`${pathname}${rest ? `?${rest}` : ''}${window.location.hash}`, { scroll: false });
  }, [value, searchParams, pathname, router, show]);

  return null;
}
