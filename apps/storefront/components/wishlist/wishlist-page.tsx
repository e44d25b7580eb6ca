import { QUANTITY_BELOW_MINIMUM_KEY, QUANTITY_OVER_LIMIT_KEY } from '@tafel/domain';
import { cookies } from 'next/headers';
import type { Translator } from '@/lib/i18n/i18n';
import type { WishlistPageData } from '@/lib/wishlist/wishlist';
import { mergedCountFromCookie, WISHLIST_MERGED_COOKIE } from '@/lib/wishlist/wishlist-view';
import { InviteImport } from './invite-import';
import { MergedNotice } from './merged-notice';
import { WishlistEntries } from './wishlist-entries';
import { WishlistLists } from './wishlist-lists';
import { WishlistSync } from './wishlist-sync';
import styles from './wishlist.module.css';
import { WISHLIST_TEXT_NAMES, type WishlistTexts } from './wishlist-texts';

/**
 * The wishlist page's body (spec §2): the lists with the options and new-list buttons, the active
 * one's table, the merge notice; `shareToken`: the share_data of an invite link to join (spec §6).
 */
export async function WishlistPage({ data, title, i18n, shareToken = null }: { data: WishlistPageData; title: string; i18n: Translator; shareToken?: string | null }) {
  // Templates keep their placeholders for the browser to fill.
  const texts = {
    ...Object.fromEntries(WISHLIST_TEXT_NAMES.map((name) => [name, template(i18n, `ui.wishlist.${name}`)])),
    quantityAboveMax: template(i18n, QUANTITY_OVER_LIMIT_KEY),
    quantityBelowMin: template(i18n, QUANTITY_BELOW_MINIMUM_KEY),
  } as WishlistTexts;
  const merged = mergedCountFromCookie((await cookies()).get(WISHLIST_MERGED_COOKIE)?.value);
  const { active } = data;
  const role = active?.users.find((u) => u.isCurrentUser)?.role;
  return (
    <div className={styles.page}>
      <h2 className="section-title">{title}</h2>
      <WishlistSync />
      {merged !== null && <MergedNotice text={i18n.message('tafel.wishlist.merged', { count: merged })} />}
      <InviteImport token={shareToken} />
      <WishlistLists lists={data.lists} active={active} loggedIn={data.loggedIn} texts={texts} />
      {active ? (
        <>
          <h3 className="section-title" data-testid="wishlist-active-name">
            {active.name}
            {active.isDefault ? ` · ${texts.default}` : ''}
          </h3>
          {active.description && <p data-testid="wishlist-description">{active.description}</p>}
          {role && active.users.length > 1 && <p>{i18n.message('ui.wishlist.role', { role: i18n.message(`ui.wishlist.role.${role}`) })}</p>}
          <WishlistEntries key={active.id} list={active} texts={texts} />
        </>
      ) : (
        <p>{texts.empty}</p>
      )}
    </div>
  );
}

const PLACEHOLDERS = ['product', 'list', 'number', 'count', 'class', 'limit', 'role', 'names'];

/** A text with its {placeholders} kept: each filled with itself (and never its "#noParams" wording). */
function template(i18n: Translator, key: string): string {
  return i18n.message(key, Object.fromEntries(PLACEHOLDERS.map((name) => [name, `{${name}}`])));
}
