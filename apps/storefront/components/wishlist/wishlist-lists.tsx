'use client';

import type { WishlistSummaryFieldsFragment } from '@tafel/graphql-schema/storefront';
import { useActionState, useEffect, useRef, useTransition } from 'react';
import { useToasts } from '../toast/toast-provider';
import { createWishlistAction, deleteWishlistAction, renameWishlistAction, selectWishlistAction, setDefaultWishlistAction, shareWishlistAction, type WishlistActionState } from './actions';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import { SHARE_ROLES } from '@/lib/wishlist/wishlist-view';
import styles from './wishlist.module.css';
import { fill, type WishlistTexts } from './wishlist-texts';

const IDLE: WishlistActionState = { ok: true, message: '' };

/** Toasts an action's answer once it arrived (success or the server's message, spec §8). */
function useAnswerToast(state: WishlistActionState, id: string) {
  const { show } = useToasts();
  // Each answer toasts once: `show` changes identity when the page re-renders after another
  // change, which must not bring back an old answer's toast.
  const handled = useRef(state);
  useEffect(() => {
    if (handled.current === state) return;
    handled.current = state;
    if (state.message) show({ id, kind: state.ok ? 'success' : 'error', messageKey: id, text: state.message });
    if (state.ok && state.message) postWishlistChange();
  }, [state, id, show]);
}

/**
 * The list switcher (spec §4 active wishlist, kept in the activeWishlistId cookie by the action),
 * and for customers: create, rename, share (spec §6 roles) and delete (remove-list dialog) as
 * their rights allow.
 */
export function WishlistLists({ lists, activeId, loggedIn, texts }: { lists: WishlistSummaryFieldsFragment[]; activeId: string | null; loggedIn: boolean; texts: WishlistTexts }) {
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const [created, create] = useActionState(createWishlistAction, IDLE);
  const [renamed, rename] = useActionState(renameWishlistAction, IDLE);
  useAnswerToast(created, 'wishlist-create');
  useAnswerToast(renamed, 'wishlist-rename');
  const [shared, share] = useActionState(shareWishlistAction, IDLE);
  useAnswerToast(shared, 'wishlist-share');
  const dialog = useRef<HTMLDialogElement>(null);
  const active = lists.find((l) => l.id === activeId) ?? null;

  const select = (id: string) =>
    start(async () => {
      const answer = await selectWishlistAction(id);
      if (!answer.ok) show({ id: 'wishlist-select', kind: 'error', messageKey: 'wishlist-select', text: answer.message });
    });
  const makeDefault = (id: string) =>
    start(async () => {
      const answer = await setDefaultWishlistAction(id);
      show({ id: 'wishlist-default', kind: answer.ok ? 'success' : 'error', messageKey: 'wishlist-default', text: answer.message });
      if (answer.ok) postWishlistChange();
    });
  const remove = () =>
    start(async () => {
      dialog.current?.close();
      if (!active) return;
      const answer = await deleteWishlistAction(active.id);
      show({ id: 'wishlist-delete', kind: answer.ok ? 'success' : 'error', messageKey: 'wishlist-delete', text: answer.message });
      if (answer.ok) postWishlistChange();
    });

  return (
    <section className={styles.page} aria-label={texts.lists}>
      {lists.length > 1 && (
        <div className={styles.lists} role="group" aria-label={texts.lists}>
          {lists.map((list) => (
            <button key={list.id} type="button" className={styles.listButton} aria-current={list.id === activeId} disabled={pending} onClick={() => select(list.id)}>
              {list.name} ({list.entryCount})
            </button>
          ))}
        </div>
      )}
      {loggedIn && (
        <div className={styles.manage}>
          <form action={create}>
            <label>
              {texts.create}
              <input name="name" required maxLength={60} placeholder={texts.name} data-testid="wishlist-new-name" />
            </label>
            <button type="submit" className={styles.primary}>
              {texts.create}
            </button>
          </form>
          {active && !active.isDefault && active.rights.canEditEntries && (
            <button type="button" className={styles.button} disabled={pending} onClick={() => makeDefault(active.id)}>
              {texts.makeDefault}
            </button>
          )}
          {active && active.rights.canManage && (
            <form action={share} data-testid="wishlist-share">
              <input type="hidden" name="wishlistId" value={active.id} />
              <label>
                {texts.shareEmail}
                <input name="email" type="email" required maxLength={80} autoComplete="off" />
              </label>
              <label>
                {texts.shareRole}
                <select name="role" className={styles.select} defaultValue="EDITOR">
                  {SHARE_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {texts[`role.${role}`]}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={styles.button}>
                {texts.share}
              </button>
            </form>
          )}
          {active && active.rights.canManage && !active.isStandardList && (
            <>
              <form action={rename}>
                <input type="hidden" name="wishlistId" value={active.id} />
                <label>
                  {texts.rename}
                  <input name="name" required maxLength={60} defaultValue={active.name} key={active.id} />
                </label>
                <button type="submit" className={styles.button}>
                  {texts.save}
                </button>
              </form>
              {!active.isDefault && (
                <button type="button" className={styles.danger} onClick={() => dialog.current?.showModal()}>
                  {texts.delete}
                </button>
              )}
            </>
          )}
        </div>
      )}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="wishlist-delete-title">
        <p id="wishlist-delete-title">{fill(texts.deleteQuestion, { list: active?.name ?? '' })}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={() => dialog.current?.close()}>
            {texts.keep}
          </button>
          <button type="button" className={styles.danger} onClick={remove} disabled={pending}>
            {texts.delete}
          </button>
        </div>
      </dialog>
    </section>
  );
}
