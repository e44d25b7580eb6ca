'use client';

// One client component for the whole navigation: its props (the category tree as data, once) are
// what the RSC payload carries, and both the flyouts (from 1024 px) and the drawer of narrow
// screens render from them. Only the main categories are in the page's HTML; a flyout's or the
// drawer's links render when they open.
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { drawerStore } from '@/lib/header/drawer-store';
import { hoverIntent, NAV_HOVER_INTENT_MS, SUBMENU_CLOSE_DELAY_MS, type HoverIntent } from '@/lib/header/hover-intent';
import { navColumnCount } from '@/lib/header/nav-columns';
import { categoryHref } from '@/lib/site/links';
import { NAV_DRAWER_ID } from './menu-button';
import { ShopLink } from './shop-link';
import styles from './layout.module.css';
import headerStyles from './header.module.css';

const NavDrawerContent = lazy(() => import('./nav-drawer'));

/** Catalogue spec §9: mobile nav top offset. */
export const MOBILE_NAV_TOP_OFFSET_PX = 61;

/** A category of the main navigation with its children and grandchildren. */
export interface NavItem {
  id: string;
  name: string;
  sale?: boolean;
  children?: NavItem[];
}

/** A link of the drawer's service part (account or login, wishlist, advice, ...). */
export interface DrawerLink {
  href: string;
  label: string;
  /** tel: and mailto: links are plain anchors. */
  external?: boolean;
  /** The login: back to the page the visitor is on afterwards. */
  login?: boolean;
}

export interface NavLabels {
  categories: string;
  /** "Unterkategorien von {name}" */
  open: string;
  /** "Alles aus {name}" */
  allOf: string;
  menu: string;
  closeMenu: string;
  /** "Zurück zu {name}" */
  backTo: string;
  back: string;
  service: string;
}

/** A "{name}" template filled on the client, so the payload carries it once, not per category. */
export const fill = (template: string, name: string) => template.replace('{name}', name);

/**
 * Main categories. From 1024 px a category with children opens its flyout as a disclosure: with
 * the mouse after the hover intent (250 ms; leaving closes it 300 ms later), with the keyboard by
 * the button after the link (Enter, Space or ArrowDown; ArrowDown on the link too), Escape closes
 * it and puts the focus back. Below 1024 px the main categories scroll sideways and the burger
 * opens the drawer. Links carry data-nav-* (area, level, id) for the navigation's click tracking.
 */
export function MainNavList({ items, labels, drawerLinks }: { items: readonly NavItem[]; labels: NavLabels; drawerLinks: readonly DrawerLink[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const target = useRef<string | null>(null);
  const intent = useRef<HoverIntent | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const created = hoverIntent({
      openDelayMs: NAV_HOVER_INTENT_MS,
      closeDelayMs: SUBMENU_CLOSE_DELAY_MS,
      onChange: (open) => setOpenId(open ? target.current : null),
    });
    intent.current = created;
    return () => created.dispose();
  }, []);

  const openNow = useCallback((id: string) => {
    target.current = id;
    if (intent.current?.isOpen) setOpenId(id);
    else intent.current?.openNow();
  }, []);
  const closeNow = useCallback(() => intent.current?.closeNow(), []);

  useEffect(() => closeNow(), [pathname, closeNow]);

  const focusToggle = (id: string) => listRef.current?.querySelector<HTMLButtonElement>(`button[data-nav-toggle="${CSS.escape(id)}"]`)?.focus();
  const focusFirstPanelLink = (id: string) => {
    // The panel renders on this state change; its first link takes the focus once it is there.
    requestAnimationFrame(() => document.getElementById(`nav-panel-${id}`)?.querySelector<HTMLAnchorElement>('a')?.focus());
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, item: NavItem) => {
    if (event.key === 'Escape' && openId === item.id) {
      event.stopPropagation();
      closeNow();
      focusToggle(item.id);
    } else if (event.key === 'ArrowDown' && item.children && !(event.target as Element).closest(`#nav-panel-${CSS.escape(item.id)}`)) {
      event.preventDefault();
      openNow(item.id);
      focusFirstPanelLink(item.id);
    }
  };

  return (
    <nav className={styles.nav} aria-label={labels.categories}>
      <ul
        ref={listRef}
        className={`container ${styles.navList}`}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') intent.current?.leave();
        }}
      >
        {items.map((item) => {
          const expanded = openId === item.id;
          return (
            <li
              key={item.id}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return;
                if (!item.children) {
                  closeNow();
                  return;
                }
                // Moving along the bar with a flyout open switches at once; the intent is for the first one.
                if (intent.current?.isOpen) openNow(item.id);
                else {
                  target.current = item.id;
                  intent.current?.enter();
                }
              }}
              onBlur={(event) => {
                if (expanded && !event.currentTarget.contains(event.relatedTarget as Node | null)) closeNow();
              }}
              onKeyDown={(event) => onItemKeyDown(event, item)}
              data-open={expanded || undefined}
            >
              <ShopLink href={categoryHref(item.id)} className={item.sale ? styles.navSale : undefined} data-nav-area="bar" data-nav-level="1" data-nav-id={item.id}>
                {item.name}
              </ShopLink>
              {item.children ? (
                <>
                  <button
                    type="button"
                    className={headerStyles.navToggle}
                    aria-expanded={expanded}
                    aria-controls={expanded ? `nav-panel-${item.id}` : undefined}
                    aria-label={fill(labels.open, item.name)}
                    data-nav-toggle={item.id}
                    onClick={() => (expanded ? closeNow() : openNow(item.id))}
                  />
                  {/* Rendered only while open: the closed flyouts cost the page's HTML nothing. */}
                  {expanded ? (
                    <div id={`nav-panel-${item.id}`} className={styles.navPanel} data-testid="nav-flyout">
                      <FlyoutPanel item={item} labels={labels} />
                    </div>
                  ) : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <NavDrawer items={items} labels={labels} links={drawerLinks} />
    </nav>
  );
}

function FlyoutPanel({ item, labels }: { item: NavItem; labels: NavLabels }) {
  return (
    <div className={`container ${styles.navPanelInner}`}>
      <ul className={styles.navColumns}>
        {item.children!.map((child) => (
          <li key={child.id}>
            <ShopLink href={categoryHref(child.id)} data-nav-area="flyout" data-nav-level="2" data-nav-id={child.id}>
              {child.name}
            </ShopLink>
            {child.children ? (
              // Catalogue spec §2: a long list spreads over columns (navColumnCount).
              <ul style={{ columnCount: navColumnCount(child.children.length) }} data-columns={navColumnCount(child.children.length)}>
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <ShopLink href={categoryHref(grandchild.id)} data-nav-area="flyout" data-nav-level="3" data-nav-id={grandchild.id}>
                      {grandchild.name}
                    </ShopLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <ShopLink href={categoryHref(item.id)} className={styles.navAll} data-nav-area="flyout" data-nav-level="1" data-nav-id={item.id}>
        {`${fill(labels.allOf, item.name)} →`}
      </ShopLink>
    </div>
  );
}

/**
 * The drawer of narrow screens: a modal <dialog> (the page behind is inert, so the focus stays in
 * it; Escape closes it), opened by the burger (drawerStore). While it is open the page does not
 * scroll, and open flyouts (account entry) close. Its content loads on the first opening.
 */
function NavDrawer({ items, labels, links }: { items: readonly NavItem[]; labels: NavLabels; links: readonly DrawerLink[] }) {
  const open = useSyncExternalStore(drawerStore.subscribe, drawerStore.isOpen, () => false);
  const [everOpened, setEverOpened] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  useEffect(() => drawerStore.set(false), [pathname]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setEverOpened(true);
      for (const details of document.querySelectorAll<HTMLDetailsElement>('header details[open]')) details.open = false;
      // Spec §9 "mobile nav top offset 61 px": the drawer starts 61 px below the top of the logo row (61 px high on
      // narrow screens), so burger and logo stay in sight above it, wherever the page is scrolled to.
      const row = document.querySelector('[data-header-row]');
      dialog.style.setProperty('--drawer-top', `${Math.max(0, row?.getBoundingClientRect().top ?? 0) + MOBILE_NAV_TOP_OFFSET_PX}px`);
      dialog.showModal();
      document.documentElement.dataset.scrollLocked = '';
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) delete document.documentElement.dataset.scrollLocked;
  }, [open]);

  useEffect(() => () => void delete document.documentElement.dataset.scrollLocked, []);

  return (
    <dialog
      ref={ref}
      id={NAV_DRAWER_ID}
      className={headerStyles.drawer}
      aria-label={labels.menu}
      data-testid="nav-drawer"
      onClose={() => {
        drawerStore.set(false);
        // The browser gives the focus back to the burger; should it have been lost to the page, the burger takes it.
        if (document.activeElement === document.body) document.querySelector<HTMLButtonElement>(`[aria-controls="${NAV_DRAWER_ID}"]`)?.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === event.currentTarget) drawerStore.set(false);
      }}
    >
      {everOpened ? (
        <Suspense fallback={null}>
          <NavDrawerContent items={items} labels={labels} links={links} onClose={() => drawerStore.set(false)} />
        </Suspense>
      ) : null}
    </dialog>
  );
}
