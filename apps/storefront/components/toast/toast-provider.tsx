'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  addToast,
  expireToasts,
  nextExpiry,
  postponeToasts,
  removeToast,
  type ToastQueue,
  type ToastRequest,
} from '@/lib/toast/toast-queue';
import { ToastRegion } from './toast-region';

/** What client components may do with toasts. */
export interface ToastApi {
  /** Shows a toast (top right, 10 s); nothing happens while one with the same id is shown. */
  show: (request: ToastRequest) => void;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the shop; `useToasts()` works below it (mounted once in the root layout). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastQueue>([]);
  const [paused, setPaused] = useState(false);
  // Pointer and keyboard pause independently; the toasts run on when neither holds them.
  const holds = useRef({ pointer: false, focus: false, since: 0 });

  const show = useCallback((request: ToastRequest) => setToasts((queue) => addToast(queue, request, Date.now())), []);
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

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} onHold={hold} />
    </ToastContext>
  );
}

/** The toast API; throws outside ToastProvider (a wiring mistake, not a runtime condition). */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts() needs a <ToastProvider> above it');
  return api;
}
