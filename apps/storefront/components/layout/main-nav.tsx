import Link from 'next/link';
import type { NavigationNode } from '@/lib/listing/catalogue';
import { categoryHref } from '@/lib/site/links';
import { currentTranslator } from '@/lib/site/site';
import styles from './layout.module.css';

/**
 * Main categories. From 1024 px a category with children opens a panel on hover or keyboard
 * focus (CSS only); below, the main categories scroll horizontally.
 */
export async function MainNav({ navigation }: { navigation: NavigationNode[] }) {
  if (navigation.length === 0) return null;
  const { t } = await currentTranslator();
  return (
    <nav className={styles.nav} aria-label={t('ui.nav.categories')}>
      <ul className={`container ${styles.navList}`}>
        {navigation.map((node) => (
          <li key={node.id}>
            <Link href={categoryHref(node.id)} className={node.isSale ? styles.navSale : undefined}>
              {node.name}
            </Link>
            {node.children.length > 0 ? (
              <div className={styles.navPanel}>
                <div className={`container ${styles.navPanelInner}`}>
                  <ul className={styles.navColumns}>
                    {node.children.map((child) => (
                      <li key={child.id}>
                        <Link href={categoryHref(child.id)}>
                          {child.name}
                        </Link>
                        {child.children.length > 0 ? (
                          <ul>
                            {child.children.slice(0, 6).map((grandchild) => (
                              <li key={grandchild.id}>
                                <Link href={categoryHref(grandchild.id)}>{grandchild.name}</Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <Link href={categoryHref(node.id)} className={styles.navAll}>
                    {`${t('ui.nav.allOf', { name: node.name })} →`}
                  </Link>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
