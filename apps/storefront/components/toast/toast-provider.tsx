'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  addToast,
  expireToasts,
  nextExpiry,
  postponeToasts,
  removeToast,
  resolveToast,
  type ToastAsk,
  type ToastQueue,
  type ToastRequest,
} from '@/lib/toast/toast-queue';
import { useI18n } from '../i18n/i18n-provider';
import { ToastRegion } from './toast-region';

/** What client components may do with toasts. */
export interface ToastApi {
  /**
   * Shows a toast (top right, 10 s); nothing happens while one with the same id is shown. Its text
   * is the message key's among the caller's texts (its layouts' client scopes).
   */
  show: (request: ToastAsk) => void;
  dismiss: (id: string) => void;
}

interface ToastStack {
  add: (request: ToastRequest) => void;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastStack | null>(null);

/** The toasts of the shop; `useToasts()` works below it (mounted once in the root layout). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastQueue>([]);
  const [paused, setPaused] = useState(false);
  // Pointer and keyboard pause independently; the toasts run on when neither holds them.
  const holds = useRef({ pointer: false, focus: false, since: 0 });

  const add = useCallback((request: ToastRequest) => setToasts((queue) => addToast(queue, request, Date.now())), []);
  const dismiss = useCallback((id: string) => setToasts((queue) => removeToast(queue, id)), []);

  const hold = useCallback((reason: 'pointer' | 'focus', on: boolean) => {
    const state = holds.current;
    const wasHeld = state.pointer || state.focus;
    state[reason] = on;
    const isHeld = state.pointer || state.focus;
    if (!wasHeld && isHeld) {
      state.since = Date.now();
      setPaused(true);
    } else if (wasHeld && !isHeld) {
      const heldFor = Date.now() - state.since;
      setToasts((queue) => postponeToasts(queue, heldFor));
      setPaused(false);
    }
  }, []);

  useEffect(() => {
    const at = paused ? null : nextExpiry(toasts);
    if (at === null) return undefined;
    const timer = setTimeout(() => setToasts((queue) => expireToasts(queue, Date.now())), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [toasts, paused]);

  const stack = useMemo<ToastStack>(() => ({ add, dismiss }), [add, dismiss]);
  return (
    <ToastContext value={stack}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} onHold={hold} />
    </ToastContext>
  );
}

/**
 * The toast API; throws outside ToastProvider (a wiring mistake, not a runtime condition). `show`
 * resolves the text with the caller's translator: the stack in the root layout has only the root
 * scope's texts, the caller those of its layouts (e.g. the payment step's checkout messages).
 */
export function useToasts(): ToastApi {
  const stack = useContext(ToastContext);
  const { message } = useI18n();
  if (!stack) throw new Error('useToasts() needs a <ToastProvider> above it');
  const { add, dismiss } = stack;
  const show = useCallback((ask: ToastAsk) => add(resolveToast(ask, message)), [add, message]);
  return useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
}
