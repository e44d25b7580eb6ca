'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { PAYMENT_CANCELLED_PARAM } from '@/lib/toast/toast-param';
import { isTrackedPaymentCancel, paymentCancelEvent } from '@/lib/tracking/tracking';
import { useTrack } from './data-layer';

/**
 * Spec §4: a payment cancelled on the provider's page (?cancelPayment=AMAZONPAY|PAYPAL) sends
 * payment_cancel. The server takes the cancel and opens the step again with
 * ?paymentCancelled=<method>; this sends the event once, and ToastFromUrl removes the parameter
 * (a reload does not send it again). Needs a <Suspense> boundary above it (useSearchParams).
 */
export function PaymentCancelTracking() {
  const method = useSearchParams().get(PAYMENT_CANCELLED_PARAM);
  const track = useTrack();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!isTrackedPaymentCancel(method) || sent.current === method) return;
    sent.current = method;
    track(paymentCancelEvent(method));
  }, [method, track]);

  return null;
}
