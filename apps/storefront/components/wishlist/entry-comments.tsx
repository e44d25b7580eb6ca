'use client';

import type { WishlistFieldsFragment } from '@tafel/graphql-schema/storefront';
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import { visibleComments } from '@/lib/wishlist/wishlist-view';
import { useToasts } from '../toast/toast-provider';
import { addCommentAction, deleteCommentAction, type WishlistActionState } from './actions';
import styles from './wishlist.module.css';
import { fill, type WishlistTexts } from './wishlist-texts';

type Entry = WishlistFieldsFragment['entries'][number];

/**
 * An entry's comments (spec §2, §6): in the row the first 3 with "show all", in the comments
 * modal all of them (`all`); delete where the upstream allows it, add for anyone who may comment.
 */
export function EntryComments({ list, entry, texts, busy, all = false }: { list: WishlistFieldsFragment; entry: Entry; texts: WishlistTexts; busy: boolean; all?: boolean }) {
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const [showAll, setShowAll] = useState(all);
  const [commented, comment] = useActionState(addCommentAction, { ok: true, message: '' } as WishlistActionState);
  const form = useRef<HTMLFormElement>(null);
  // In the modal a refusal also shows beside the form: the toasts are behind its backdrop.
  const [refusal, setRefusal] = useState('');
  // Each answer toasts once (see useAnswerToast in wishlist-lists.tsx).
  const handled = useRef(commented);
  useEffect(() => {
    if (handled.current === commented) return;
    handled.current = commented;
    if (commented.message) show({ id: 'wishlist-comment', kind: commented.ok ? 'success' : 'error', messageKey: 'wishlist-comment', text: commented.message });
    setRefusal(commented.ok ? '' : commented.message);
    if (commented.ok && commented.message) {
      form.current?.reset();
      postWishlistChange();
    }
  }, [commented, show]);

  const deleteComment = (commentId: string) =>
    start(async () => {
      const answer = await deleteCommentAction(list.id, commentId);
      show({ id: 'wishlist-comment', kind: answer.ok ? 'success' : 'error', messageKey: 'wishlist-comment', text: answer.message });
      setRefusal(answer.ok ? '' : answer.message);
      if (answer.ok) postWishlistChange();
    });

  const comments = visibleComments(entry.comments, showAll || all);
  if (entry.comments.length === 0 && !list.rights.canComment && !all) return null;
  return (
    <div className={styles.comments} aria-label={texts.comments}>
      {all && entry.comments.length === 0 && <p>{texts['entry.noComments']}</p>}
      {comments.map((c) => (
        <p key={c.id} className={styles.comment} data-testid="wishlist-comment">
          <strong>{c.name}</strong> ({c.displayedDate}): {c.comment}
          {c.allowedToDelete && (
            <button type="button" className={styles.linkButton} disabled={pending || busy} onClick={() => deleteComment(c.id)} aria-label={`${texts.deleteComment}: ${c.comment}`}>
              {texts.deleteComment}
            </button>
          )}
        </p>
      ))}
      {!showAll && !all && entry.comments.length > comments.length && (
        <button type="button" className={styles.button} onClick={() => setShowAll(true)}>
          {fill(texts.showAllComments, { count: entry.comments.length })}
        </button>
      )}
      {all && refusal && (
        <p className={styles.soldOut} role="alert">
          {refusal}
        </p>
      )}
      {list.rights.canComment && (
        <form ref={form} action={comment} className={styles.commentForm}>
          <input type="hidden" name="wishlistId" value={list.id} />
          <input type="hidden" name="entryId" value={entry.id} />
          <input name="comment" required maxLength={500} aria-label={texts.comment} placeholder={texts.comment} />
          <button type="submit" className={styles.button}>
            {texts.addComment}
          </button>
        </form>
      )}
    </div>
  );
}
