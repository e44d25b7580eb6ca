'use client';

import type { WishlistFieldsFragment, WishlistTransferMode } from '@tafel/graphql-schema/storefront';
import { useEffect, useId, useRef, useState, useTransition, type KeyboardEvent } from 'react';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import { useToasts } from '../toast/toast-provider';
import { EntryComments } from './entry-comments';
import { entryTargetsAction, transferEntryAction, type EntryTarget } from './entry-options-actions';
import { EntryVariantSelect } from './entry-variant';
import optionStyles from './entry-options.module.css';
import styles from './wishlist.module.css';
import { fill, type WishlistTexts } from './wishlist-texts';

type Entry = WishlistFieldsFragment['entries'][number];
type View = 'menu' | 'lists' | 'comments' | 'configuration';

const FOCUSABLE = 'button:not([disabled]), select:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), a[href]';

/**
 * Tab wraps inside the dialog: the modal dialog makes the page inert, but Tab from its last
 * control would otherwise leave for the browser's own controls.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const at = focusable.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && at <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && at === focusable.length - 1) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Spec §2: the entry options are for logged-in users and saleable entries. A list shows comment
 * rights exactly to customers with a role on it (mayOnWishlist), i.e. to every logged-in viewer.
 */
export function offersEntryOptions(list: WishlistFieldsFragment, entry: Entry): boolean {
  return list.rights.canComment && entry.isSaleable && !list.isTeaserList;
}

/**
 * The per-entry options (spec §2 wishlistEntryOptions: open lists, comments, configuration,
 * remove) in one native modal <dialog>: the page behind is inert (focus stays inside), Escape and
 * the backdrop close it, focus returns to the button that opened it. Each view has its heading as
 * the dialog's label; only what the caller's role allows is offered (spec §6), the orchestrator
 * refuses the rest anyway. "comments" is the wishlistComments modal: all comments of the entry.
 */
export function EntryOptions({
  list,
  entry,
  texts,
  busy,
  onRemove,
  onTransferred,
}: {
  list: WishlistFieldsFragment;
  entry: Entry;
  texts: WishlistTexts;
  busy: boolean;
  onRemove: (entry: Entry) => void;
  onTransferred: (entry: Entry, mode: WishlistTransferMode, targetName: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [view, setView] = useState<View>('menu');
  const [targets, setTargets] = useState<EntryTarget[] | null>(null);
  const canEdit = list.rights.canEditEntries;

  const open = () => {
    setView('menu');
    dialog.current?.showModal();
    // Fresh each time: lists may have been made or shared since the page loaded.
    setTargets(null);
    void entryTargetsAction(list.id).then(setTargets);
  };
  const close = () => dialog.current?.close();
  // A new view: its heading names the dialog and takes the focus, so a screen reader says where it is.
  useEffect(() => {
    if (dialog.current?.open) heading.current?.focus();
  }, [view]);

  const titles: Record<View, string> = {
    menu: fill(texts['entry.optionsTitle'], { product: entry.name }),
    lists: texts['entry.lists'],
    comments: fill(texts['entry.comments'], { count: entry.comments.length }),
    configuration: texts['entry.configuration'],
  };
  const offers = {
    // A copy needs any role on this list, a move editor or above; the target lists say the rest.
    lists: targets === null || targets.length > 0,
    comments: list.rights.canComment || entry.comments.length > 0,
    configuration: canEdit && entry.hasMultipleItems,
    remove: canEdit && !list.isTeaserList,
  };

  return (
    <>
      <button ref={trigger} type="button" className={styles.button} aria-haspopup="dialog" disabled={busy} onClick={open} data-testid="wishlist-entry-options" aria-label={fill(texts['entry.optionsTitle'], { product: entry.name })}>
        {texts['entry.options']}
      </button>
      <dialog
        ref={dialog}
        className={optionStyles.dialog}
        aria-labelledby={titleId}
        data-testid="wishlist-entry-options-dialog"
        data-view={view}
        onKeyDown={keepFocusInside}
        onClose={() => {
          // Closed on the menu: the hidden views keep no second comment form or variant field in the row.
          setView('menu');
          trigger.current?.focus();
        }}
        // A click on the backdrop is a click on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={optionStyles.body}>
          <div className={optionStyles.head}>
            <h2 id={titleId} ref={heading} tabIndex={-1} className={optionStyles.title}>
              {titles[view]}
            </h2>
            <button type="button" className={optionStyles.close} onClick={close} aria-label={texts.close}>
              ×
            </button>
          </div>
          {view === 'menu' && (
            <ul className={optionStyles.menu}>
              {offers.lists && (
                <li>
                  <button type="button" className={optionStyles.item} disabled={targets === null} onClick={() => setView('lists')}>
                    {texts['entry.lists']}
                  </button>
                </li>
              )}
              {offers.comments && (
                <li>
                  <button type="button" className={optionStyles.item} onClick={() => setView('comments')}>
                    {fill(texts['entry.comments'], { count: entry.comments.length })}
                  </button>
                </li>
              )}
              {offers.configuration && (
                <li>
                  <button type="button" className={optionStyles.item} onClick={() => setView('configuration')}>
                    {texts['entry.configuration']}
                  </button>
                </li>
              )}
              {offers.remove && (
                <li>
                  <button
                    type="button"
                    className={`${optionStyles.item} ${optionStyles.danger}`}
                    disabled={busy}
                    onClick={() => {
                      close();
                      onRemove(entry);
                    }}
                  >
                    {texts['entry.remove']}
                  </button>
                </li>
              )}
            </ul>
          )}
          {view === 'lists' && (
            <TransferForm
              list={list}
              entry={entry}
              texts={texts}
              targets={targets ?? []}
              onDone={(mode, name) => {
                close();
                onTransferred(entry, mode, name);
              }}
            />
          )}
          {view === 'comments' && <EntryComments list={list} entry={entry} texts={texts} busy={busy} all />}
          {view === 'configuration' && <EntryVariantSelect list={list} entry={entry} texts={texts} busy={busy} onChosen={close} />}
          {view !== 'menu' && (
            <div className={styles.dialogActions}>
              <button type="button" className={styles.button} onClick={() => setView('menu')}>
                {texts['entry.back']}
              </button>
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}

/** "open lists": the target list and move or copy (move only with remove rights here). */
function TransferForm({
  list,
  entry,
  texts,
  targets,
  onDone,
}: {
  list: WishlistFieldsFragment;
  entry: Entry;
  texts: WishlistTexts;
  targets: EntryTarget[];
  onDone: (mode: WishlistTransferMode, targetName: string) => void;
}) {
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const canMove = list.rights.canEditEntries;
  const [mode, setMode] = useState<WishlistTransferMode>(canMove ? 'MOVE' : 'COPY');
  const [target, setTarget] = useState((targets.find((t) => !t.full) ?? targets[0])?.id ?? '');
  // A refusal also shows here: the toasts are behind the modal's backdrop.
  const [refusal, setRefusal] = useState('');
  const fieldId = useId();
  if (targets.length === 0) return <p>{texts['entry.noTargets']}</p>;

  const submit = () =>
    start(async () => {
      const answer = await transferEntryAction({ wishlistId: list.id, entryId: entry.id, targetWishlistId: target, mode, product: entry.name });
      setRefusal(answer.ok ? '' : answer.message);
      show({ id: 'wishlist-transfer', kind: answer.ok ? 'success' : answer.targetName ? 'warning' : 'error', messageKey: 'wishlist-transfer', text: answer.message });
      // Also after a half-done move: the target changed, the page must show it.
      if (answer.ok || answer.targetName) postWishlistChange();
      if (answer.done) onDone(mode, answer.targetName ?? '');
    });
  return (
    <form
      className={optionStyles.transfer}
      onSubmit={(event) => {
        event.preventDefault();
        if (target) submit();
      }}
    >
      <fieldset className={optionStyles.modes}>
        <legend>{texts['entry.mode']}</legend>
        {canMove && (
          <label>
            <input type="radio" name="mode" value="MOVE" checked={mode === 'MOVE'} onChange={() => setMode('MOVE')} /> {texts['entry.move']}
          </label>
        )}
        <label>
          <input type="radio" name="mode" value="COPY" checked={mode === 'COPY'} onChange={() => setMode('COPY')} /> {texts['entry.copy']}
        </label>
      </fieldset>
      <label htmlFor={fieldId}>{texts['entry.target']}</label>
      <select id={fieldId} className={styles.select} value={target} onChange={(e) => setTarget(e.target.value)} required data-testid="wishlist-transfer-target">
        {targets.map((t) => (
          // A full list can still take an article it already holds: the upstream decides.
          <option key={t.id} value={t.id}>
            {t.full ? fill(texts['entry.full'], { list: t.name }) : t.name}
          </option>
        ))}
      </select>
      {mode === 'MOVE' && entry.comments.length > 0 && <p className={styles.hint}>{texts['entry.movesComments']}</p>}
      {refusal && (
        <p className={styles.soldOut} role="alert" data-testid="wishlist-transfer-answer">
          {refusal}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={pending || !target}>
        {mode === 'MOVE' ? texts['entry.move'] : texts['entry.copy']}
      </button>
    </form>
  );
}
