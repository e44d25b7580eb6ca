'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { hoverIntent, MINI_CART_HIDE_DELAY_MS, NAV_HOVER_INTENT_MS, type HoverIntent } from '@/lib/header/hover-intent';
import styles from './header.module.css';

// The panel's code and its server action load on the first opening, not with the page.
const loadPanel = () => import('./mini-cart-panel');
const MiniCartPanel = lazy(loadPanel);

/** Catalogue spec §2/§9: the mini cart is for laptops and larger with a fine pointer (touch: hover none and pointer coarse). */
function miniCartAllowed(): boolean {
  return window.matchMedia('(min-width: 1024px)').matches && !window.matchMedia('(hover: none) and (pointer: coarse)').matches;
}

/**
 * The header's basket link (server-rendered, `children`) with the mini cart: hovering with a mouse
 * opens it after the hover intent and closes it 300 ms after leaving; keyboard focus on the link
 * opens it at once, Escape closes it and puts the focus back on the link. On touch and narrow
 * screens nothing opens: the link leads to the basket.
 */
export function CartEntry({ articleCount, labels, children }: { articleCount: number; labels: { panel: string; loading: string; failed: string }; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const intent = useRef<HoverIntent | null>(null);
  const hovered = useRef(false);
  // After Escape the focus on the link does not open it again until the focus leaves and comes back (or the pointer enters).
  const dismissed = useRef(false);
  const panelId = useId();
  const pathname = usePathname();

  useEffect(() => {
    const created = hoverIntent({ openDelayMs: NAV_HOVER_INTENT_MS, closeDelayMs: MINI_CART_HIDE_DELAY_MS, onChange: setOpen });
    intent.current = created;
    return () => created.dispose();
  }, []);
  useEffect(() => {
    intent.current?.closeNow();
  }, [pathname]);

  const link = () => ref.current?.querySelector<HTMLAnchorElement>('a');
  useEffect(() => {
    // The server-rendered link says whether its panel is open.
    const anchor = link();
    if (!anchor) return;
    if (open) {
      anchor.setAttribute('aria-expanded', 'true');
      anchor.setAttribute('aria-controls', panelId);
    } else if (anchor.hasAttribute('aria-expanded')) anchor.setAttribute('aria-expanded', 'false');
  }, [open, panelId]);

  return (
    <div
      ref={ref}
      className={styles.cartEntry}
      data-testid="cart-entry"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = true;
        dismissed.current = false;
        if (!miniCartAllowed()) return;
        void loadPanel().catch(() => undefined);
        intent.current?.enter();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = false;
        dismissed.current = false;
        intent.current?.leave();
      }}
      onFocus={(event) => {
        // Keyboard focus (focus-visible) opens at once; a mouse click on the link goes to the basket.
        if (dismissed.current || !miniCartAllowed() || !(event.target as Element).matches(':focus-visible')) return;
        intent.current?.openNow();
      }}
      onBlur={(event) => {
        if (ref.current?.contains(event.relatedTarget as Node | null)) return;
        dismissed.current = false;
        if (!hovered.current) intent.current?.closeNow();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !intent.current?.isOpen) return;
        event.stopPropagation();
        dismissed.current = true;
        intent.current.closeNow();
        link()?.focus();
      }}
    >
      {children}
      {open ? (
        <Suspense fallback={null}>
          <MiniCartPanel id={panelId} articleCount={articleCount} labels={labels} />
        </Suspense>
      ) : null}
    </div>
  );
}
