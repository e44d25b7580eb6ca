import type { MessageParams, Translator } from '@/lib/i18n/translate';

// Queue rules of the toasts (catalogue spec §8/§9), pure so they can be tested without React.

/** How a toast looks and how urgently it is announced. */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Catalogue spec §9: a toast disappears after 10 000 ms. */
export const TOAST_TIMEOUT_MS = 10_000;
/** Catalogue spec §9: at most 20 toasts at a time. */
export const TOAST_MAX = 20;

/** What a caller asks for; the id defaults to the message key. */
export interface ToastAsk {
  id?: string | undefined;
  kind: ToastKind;
  messageKey: string;
  params?: MessageParams | undefined;
  /** The text when the caller has it already (fetched); else it is the message key's in the caller's texts. */
  text?: string | undefined;
}

/** A toast to add: its text resolved where it was asked for (the toast stack knows only the root layout's texts). */
export interface ToastRequest {
  id?: string | undefined;
  kind: ToastKind;
  /** The toast's id by default (one toast per message at a time). */
  messageKey: string;
  text: string;
}

/** A toast on screen. */
export interface Toast {
  id: string;
  kind: ToastKind;
  messageKey: string;
  text: string;
  /** Epoch milliseconds after which it is removed. */
  expiresAt: number;
}

export type ToastQueue = readonly Toast[];

/**
 * The toast a caller asked for, its text resolved by the caller's translator: a component below a
 * layout's <ClientMessages> has that scope's texts, the toast stack (root layout) does not.
 */
export function resolveToast(ask: ToastAsk, message: Translator['message']): ToastRequest {
  return { id: ask.id, kind: ask.kind, messageKey: ask.messageKey, text: ask.text ?? message(ask.messageKey, ask.params) };
}

/**
 * Adds a toast, oldest first. Catalogue spec §8: nothing is added while a toast with the same id
 * is shown (the queue is returned unchanged). Over TOAST_MAX the oldest toasts give way.
 */
export function addToast(queue: ToastQueue, request: ToastRequest, now: number): ToastQueue {
  const id = request.id ?? request.messageKey;
  if (queue.some((toast) => toast.id === id)) return queue;
  const toast: Toast = { id, kind: request.kind, messageKey: request.messageKey, text: request.text, expiresAt: now + TOAST_TIMEOUT_MS };
  const next = [...queue, toast];
  return next.length > TOAST_MAX ? next.slice(next.length - TOAST_MAX) : next;
}

/** Removes the toast with the id (closed by the visitor). */
export function removeToast(queue: ToastQueue, id: string): ToastQueue {
  return queue.some((toast) => toast.id === id) ? queue.filter((toast) => toast.id !== id) : queue;
}

/** Removes expired toasts; the queue itself when none expired (no needless re-render). */
export function expireToasts(queue: ToastQueue, now: number): ToastQueue {
  return queue.some((toast) => toast.expiresAt <= now) ? queue.filter((toast) => toast.expiresAt > now) : queue;
}

/** When the next toast expires; null for an empty queue. */
export function nextExpiry(queue: ToastQueue): number | null {
  return queue.length === 0 ? null : Math.min(...queue.map((toast) => toast.expiresAt));
}

/**
 * Moves every expiry `ms` later: toasts do not run out while the visitor points at them or has
 * focus in them (reading or reaching the close button takes time — WCAG 2.2.1).
 */
export function postponeToasts(queue: ToastQueue, ms: number): ToastQueue {
  return ms <= 0 ? queue : queue.map((toast) => ({ ...toast, expiresAt: toast.expiresAt + ms }));
}
