import type { NavigationNode } from '@/lib/listing/catalogue';
import { currentTranslator } from '@/lib/site/site';
import { MainNavList, type NavItem } from './main-nav-list';

/** The panel shows at most this many grandchildren of a subcategory. */
const GRANDCHILDREN_SHOWN = 6;

type Node = Pick<NavigationNode, 'id' | 'name'> & { children?: readonly Node[] };

/** A category and its children as data, without empty fields (each would travel as "$undefined"). */
function navItem(node: Node, depth: number): NavItem {
  const item: NavItem = { id: node.id, name: node.name };
  const children = depth === 1 ? node.children?.slice(0, GRANDCHILDREN_SHOWN) : node.children;
  if (depth < 2 && children && children.length > 0) item.children = children.map((child) => navItem(child, depth + 1));
  return item;
}

/**
 * Main categories. From 1024 px a category with children opens a panel on hover or keyboard
 * focus (CSS only); below, the main categories scroll horizontally.
 */
export async function MainNav({ navigation }: { navigation: NavigationNode[] }) {
  if (navigation.length === 0) return null;
  const { t } = await currentTranslator();
  const items = navigation.map((node) => {
    const item = navItem(node, 0);
    if (node.isSale) item.sale = true;
    if (item.children) item.all = t('ui.nav.allOf', { name: node.name });
    return item;
  });
  return <MainNavList items={items} label={t('ui.nav.categories')} />;
}
