/**
 * Hover intent for the header's menus (catalogue spec §4/§9: navigation hover intent 250 ms,
 * mini cart hide delay 300 ms): a pointer passing over a trigger opens nothing, one resting on it
 * opens the menu; leaving closes it only after the close delay, so the way from trigger to panel
 * may cross a gap. Pure timing: the timers are passed in, so tests need no DOM.
 */
export const NAV_HOVER_INTENT_MS = 250;
export const SUBMENU_CLOSE_DELAY_MS = 300;
export const MINI_CART_HIDE_DELAY_MS = 300;

export interface IntentTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const globalTimers: IntentTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface HoverIntent {
  /** The pointer entered the trigger or the panel. */
  enter(): void;
  /** The pointer left both. */
  leave(): void;
  /** Keyboard or click: open at once. */
  openNow(): void;
  /** Escape, focus gone, navigation: close at once. */
  closeNow(): void;
  readonly isOpen: boolean;
  /** Cancels what is pending (unmount). */
  dispose(): void;
}

export function hoverIntent(options: { openDelayMs: number; closeDelayMs: number; onChange: (open: boolean) => void; timers?: IntentTimers }): HoverIntent {
  const timers = options.timers ?? globalTimers;
  let open = false;
  let pending: { kind: 'open' | 'close'; handle: unknown } | null = null;
  const cancel = () => {
    if (pending) timers.clear(pending.handle);
    pending = null;
  };
  const set = (next: boolean) => {
    cancel();
    if (open === next) return;
    open = next;
    options.onChange(next);
  };
  const schedule = (kind: 'open' | 'close', ms: number) => {
    if (pending?.kind === kind) return;
    cancel();
    pending = { kind, handle: timers.set(() => set(kind === 'open'), ms) };
  };
  return {
    enter() {
      if (open) cancel();
      else schedule('open', options.openDelayMs);
    },
    leave() {
      if (open) schedule('close', options.closeDelayMs);
      else cancel();
    },
    openNow: () => set(true),
    closeNow: () => set(false),
    get isOpen() {
      return open;
    },
    dispose: cancel,
  };
}
