import type { NavigationNode } from '@/lib/listing/catalogue';
import { ACCOUNT_HREF, ADVICE_HREF, SAFE_SHOPPING_HREF, SERVICE_EMAIL, SERVICE_PHONE, WISHLIST_HREF } from '@/lib/header/header-links';
import { readSession } from '@/lib/session/session';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import { MainNavList, type DrawerLink, type NavItem } from './main-nav-list';

/**
 * At most this many grandchildren of a subcategory travel to the browser (every page carries the
 * tree in its RSC payload); a longer list spreads over columns in the flyout (navColumnCount).
 */
const GRANDCHILDREN_SHOWN = 24;

// The templates keep their placeholder: the client fills in each category's name (fill()).
const NAME = { name: '{name}' };

type Node = Pick<NavigationNode, 'id' | 'name' | 'isSale'> & { children?: readonly Node[] };

/** A category and its children as data, without empty fields (each would travel as "$undefined"). */
function navItem(node: Node, depth: number): NavItem {
  const item: NavItem = { id: node.id, name: node.name };
  if (node.isSale) item.sale = true;
  const children = depth === 1 ? node.children?.slice(0, GRANDCHILDREN_SHOWN) : node.children;
  if (depth < 2 && children && children.length > 0) item.children = children.map((child) => navItem(child, depth + 1));
  return item;
}

/**
 * Main categories with their flyouts (from 1024 px) and the drawer of narrow screens, both from
 * this one tree (MainNavList), plus the drawer's service links.
 */
export async function MainNav({ navigation }: { navigation: NavigationNode[] }) {
  const [{ t }, isB2b, session] = await Promise.all([currentTranslator(), currentIsB2b(), readSession()]);
  const items = navigation.map((node) => navItem(node, 0));
  const drawerLinks: DrawerLink[] = [
    session.kind === 'customer' ? { href: ACCOUNT_HREF, label: t('ui.account.entry.account') } : { href: '/login', label: t('ui.account.entry.login'), login: true },
    { href: WISHLIST_HREF, label: t(isB2b ? 'ui.wishlist.titleB2b' : 'ui.wishlist.title') },
    { href: ADVICE_HREF, label: t('ui.header.advice') },
    { href: SAFE_SHOPPING_HREF, label: t('ui.header.safeShopping') },
    ...(isB2b
      ? [
          { href: SERVICE_PHONE.href, label: t('ui.header.hotline', { phone: SERVICE_PHONE.text }), external: true },
          { href: `mailto:${SERVICE_EMAIL}`, label: SERVICE_EMAIL, external: true },
        ]
      : []),
  ];
  return (
    <MainNavList
      items={items}
      drawerLinks={drawerLinks}
      labels={{
        categories: t('ui.nav.categories'),
        open: t('ui.nav.open', NAME),
        allOf: t('ui.nav.allOf', NAME),
        menu: t('ui.nav.menu'),
        closeMenu: t('ui.nav.closeMenu'),
        backTo: t('ui.nav.backTo', NAME),
        back: t('ui.nav.back'),
        service: t('ui.nav.service'),
      }}
    />
  );
}
