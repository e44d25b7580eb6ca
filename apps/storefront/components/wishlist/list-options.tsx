'use client';

import type { WishlistFieldsFragment } from '@tafel/graphql-schema/storefront';
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import { SHARE_ROLES } from '@/lib/wishlist/wishlist-view';
import { useToasts } from '../toast/toast-provider';
import {
  createInviteLinkAction,
  createWishlistAction,
  deleteWishlistAction,
  describeWishlistAction,
  renameWishlistAction,
  setDefaultWishlistAction,
  shareWishlistAction,
  type InviteLinkState,
  type WishlistActionState,
} from './actions';
import { DialogAnswer, useDialog, WishlistDialog } from './list-options-dialog';
import styles from './list-options.module.css';
import page from './wishlist.module.css';
import { fill, type WishlistTexts } from './wishlist-texts';

const IDLE: WishlistActionState = { ok: true, message: '' };

/** A successful change tells the shop's other tabs (spec §4 cross-tab sync), once per answer. */
function useSyncOnSuccess(state: WishlistActionState) {
  const handled = useRef(state);
  useEffect(() => {
    if (handled.current === state) return;
    handled.current = state;
    if (state.ok && state.message) postWishlistChange();
  }, [state]);
}

function RoleSelect({ texts, defaultValue = 'EDITOR' }: { texts: WishlistTexts; defaultValue?: string }) {
  return (
    <label>
      {texts.shareRole}
      <select name="role" className={page.select} defaultValue={defaultValue}>
        {SHARE_ROLES.map((role) => (
          <option key={role} value={role}>
            {texts[`role.${role}`]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The invite link: made on demand, shown in full and copied with one click. */
function InviteLink({ list, texts }: { list: WishlistFieldsFragment; texts: WishlistTexts }) {
  const [state, create, creating] = useActionState(createInviteLinkAction, IDLE as InviteLinkState);
  const [copied, setCopied] = useState<WishlistActionState>(IDLE);
  const field = useRef<HTMLInputElement>(null);
  // The action answers the shop path; the link to hand on is this shop's full URL.
  const url = state.ok && state.path ? new URL(state.path, window.location.origin).href : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard access the link is selected for the shopper to copy.
      field.current?.select();
      if (!document.execCommand('copy')) return;
    }
    setCopied({ ok: true, message: texts.copied });
  };
  return (
    <section className={styles.section} aria-labelledby={`invite-${list.id}`}>
      <h3 id={`invite-${list.id}`} className={styles.sectionTitle}>
        {texts.inviteLink}
      </h3>
      <p className={styles.hint}>{texts.inviteHint}</p>
      <form action={create} className={`${styles.form} ${styles.row}`} data-testid="wishlist-invite">
        <input type="hidden" name="wishlistId" value={list.id} />
        <RoleSelect texts={texts} />
        <button type="submit" className={page.button} disabled={creating}>
          {texts.invite}
        </button>
      </form>
      {url ? (
        <div className={styles.row}>
          <input ref={field} className={styles.linkField} readOnly value={url} aria-label={texts.inviteLink} data-testid="wishlist-invite-url" onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className={page.primary} onClick={() => void copy()}>
            {texts.copy}
          </button>
        </div>
      ) : (
        <DialogAnswer state={state} />
      )}
      <DialogAnswer state={copied} />
    </section>
  );
}

/**
 * Spec §2 optionsListModal: one button beside the list switcher opens the active list's options —
 * rename, description, default list, share by e-mail, invite link, the members and delete — each
 * only as the caller's role allows (spec §6: creator and admin everything; the built-in Merkzettel
 * keeps its name and stays; editors may make it their default). The orchestrator checks again.
 */
export function ListOptions({ list, texts }: { list: WishlistFieldsFragment; texts: WishlistTexts }) {
  const options = useDialog();
  const deleting = useDialog();
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const [renamed, rename] = useActionState(renameWishlistAction, IDLE);
  const [described, describe] = useActionState(describeWishlistAction, IDLE);
  const [shared, share] = useActionState(shareWishlistAction, IDLE);
  const [defaulted, setDefaulted] = useState<WishlistActionState>(IDLE);
  useSyncOnSuccess(renamed);
  useSyncOnSuccess(described);
  useSyncOnSuccess(shared);
  useSyncOnSuccess(defaulted);
  const { canManage, canEditEntries } = list.rights;
  const renamable = canManage && !list.isStandardList;
  const deletable = renamable && !list.isDefault;

  const makeDefault = () =>
    start(async () => {
      setDefaulted(await setDefaultWishlistAction(list.id));
    });
  const remove = () =>
    start(async () => {
      const answer = await deleteWishlistAction(list.id);
      deleting.close();
      if (answer.ok) options.close();
      show({ id: 'wishlist-delete', kind: answer.ok ? 'success' : 'error', messageKey: 'wishlist-delete', text: answer.message });
      if (answer.ok) postWishlistChange();
    });

  return (
    <>
      <button type="button" className={page.button} aria-haspopup="dialog" onClick={options.open} data-testid="wishlist-options-open">
        {texts.options}
      </button>
      <WishlistDialog dialogRef={options.ref} title={fill(texts.optionsOf, { list: list.name })} closeLabel={texts.close} testId="wishlist-options">
        {renamable && (
          <form action={rename} className={`${styles.form} ${styles.section}`}>
            <input type="hidden" name="wishlistId" value={list.id} />
            <div className={styles.row}>
              <label>
                {texts.rename}
                <input name="name" required maxLength={60} defaultValue={list.name} key={list.name} />
              </label>
              <button type="submit" className={page.button}>
                {texts.save}
              </button>
            </div>
            <DialogAnswer state={renamed} />
          </form>
        )}
        {canManage && (
          <form action={describe} className={`${styles.form} ${styles.section}`}>
            <input type="hidden" name="wishlistId" value={list.id} />
            <label>
              {texts.description}
              <textarea name="description" maxLength={500} defaultValue={list.description ?? ''} key={list.description ?? ''} />
            </label>
            <div className={styles.row}>
              <button type="submit" className={page.button}>
                {texts.save}
              </button>
            </div>
            <DialogAnswer state={described} />
          </form>
        )}
        {!list.isDefault && canEditEntries && (
          <div className={styles.section}>
            <div className={styles.row}>
              <button type="button" className={page.button} disabled={pending} onClick={makeDefault}>
                {texts.makeDefault}
              </button>
            </div>
            <DialogAnswer state={defaulted} />
          </div>
        )}
        {list.isDefault && defaulted.message && <DialogAnswer state={defaulted} />}
        {canManage && (
          <section className={styles.section} aria-labelledby={`share-${list.id}`}>
            <h3 id={`share-${list.id}`} className={styles.sectionTitle}>
              {texts.share}
            </h3>
            <form action={share} className={styles.form} data-testid="wishlist-share">
              <input type="hidden" name="wishlistId" value={list.id} />
              <label>
                {texts.shareEmail}
                <input name="email" type="email" required maxLength={80} autoComplete="off" />
              </label>
              <div className={styles.row}>
                <RoleSelect texts={texts} />
                <button type="submit" className={page.button}>
                  {texts.share}
                </button>
              </div>
              <DialogAnswer state={shared} testId="wishlist-share-answer" />
            </form>
          </section>
        )}
        {canManage && <InviteLink list={list} texts={texts} key={list.id} />}
        <section className={styles.section} aria-labelledby={`members-${list.id}`}>
          <h3 id={`members-${list.id}`} className={styles.sectionTitle}>
            {texts.members}
          </h3>
          <ul className={styles.members} data-testid="wishlist-members">
            {list.users.map((user, index) => (
              <li key={`${user.name}-${index}`}>
                <span>
                  {user.name} {user.isCurrentUser ? texts.you : ''}
                </span>
                <span className={styles.memberRole}>{texts[`role.${user.role}`]}</span>
              </li>
            ))}
          </ul>
        </section>
        {deletable && (
          <div className={styles.row}>
            <button type="button" className={page.danger} onClick={deleting.open}>
              {texts.delete}
            </button>
          </div>
        )}
      </WishlistDialog>
      <WishlistDialog dialogRef={deleting.ref} title={texts.delete} closeLabel={texts.close} testId="wishlist-delete-dialog" size="small">
        <p className={styles.question}>{fill(texts.deleteQuestion, { list: list.name })}</p>
        <div className={page.dialogActions}>
          <button type="button" className={page.button} onClick={deleting.close}>
            {texts.keep}
          </button>
          <button type="button" className={page.danger} onClick={remove} disabled={pending}>
            {texts.delete}
          </button>
        </div>
      </WishlistDialog>
    </>
  );
}

/** Spec §2 wishlistLists: "new list" as a compact button; the name asked in a small dialog. */
export function NewListButton({ texts }: { texts: WishlistTexts }) {
  const dialog = useDialog();
  const { show } = useToasts();
  const [created, create, creating] = useActionState(createWishlistAction, IDLE);
  const handled = useRef(created);
  useEffect(() => {
    if (handled.current === created) return;
    handled.current = created;
    if (!created.ok || !created.message) return;
    // Done: the new list is the active one behind the dialog, which closes with a toast.
    dialog.close();
    show({ id: 'wishlist-create', kind: 'success', messageKey: 'wishlist-create', text: created.message });
    postWishlistChange();
  }, [created, dialog, show]);
  return (
    <>
      <button type="button" className={page.button} aria-haspopup="dialog" onClick={dialog.open} data-testid="wishlist-new-open">
        + {texts.newList}
      </button>
      <WishlistDialog dialogRef={dialog.ref} title={texts.create} closeLabel={texts.close} testId="wishlist-new" size="small">
        <form action={create} className={styles.form}>
          <label>
            {texts.name}
            <input name="name" required maxLength={60} data-testid="wishlist-new-name" />
          </label>
          <div className={page.dialogActions}>
            <button type="submit" className={page.primary} disabled={creating}>
              {texts.create}
            </button>
          </div>
          {!created.ok && <DialogAnswer state={created} />}
        </form>
      </WishlistDialog>
    </>
  );
}
