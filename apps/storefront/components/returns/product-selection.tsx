'use client';


import { formatCents } from '@tafel/domain';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { returnReasonKey } from '@/lib/returns/return-messages';
import { initialSelectionForm, photoFileProblem, photosPending, routeOfPhase, selectionInput, type ReturnFlowView, type SelectionFormItem } from '@/lib/returns/return-view';
import { downscaledThumbnail, dropThumbnail, pruneThumbnails, readThumbnail, saveThumbnail, sessionThumbnailStorage } from '@/lib/returns/photo-thumbnails';
import { previewSelection } from '@/lib/returns/selection-preview';
import { useKeptChecked, useKeptValue } from '../common/use-kept-input';
import { useI18n } from '../i18n/i18n-provider';
import { readReturnAction, removePhotoAction, retryPhotoAction, saveSelectionAction, type ReturnOutcome } from './actions';
import { PhotoField, type LocalPhoto } from './photo-field';
import { uploadPhoto } from './upload-photo';
import { FieldError } from './field-error';
import styles from './returns.module.css';

/** How often the page asks for the photos' states while one is on its way. */
const PHOTO_POLL_MS = 1000;

type Item = NonNullable<ReturnFlowView['order']>['items'][number];

function KeptInput(props: { id: string; value: string; onChange: (value: string) => void; invalid: boolean; describedBy?: string | undefined; max: number; testId: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useKeptValue(ref, props.value, props.onChange);
  return (
    <input
      ref={ref}
      id={props.id}
      type="number"
      inputMode="numeric"
      min={1}
      max={props.max}
      className={`${styles.input} ${styles.quantity} ${props.invalid ? styles.invalid : ''}`}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
    />
  );
}

function KeptCheckbox(props: { id?: string; checked: boolean; onChange: (checked: boolean) => void; testId?: string; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useKeptChecked(ref, props.checked, props.onChange);
  return (
    <label className={styles.checkbox} htmlFor={props.id}>
      <input ref={ref} id={props.id} type="checkbox" checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} data-testid={props.testId} />
      <span>{props.label}</span>
    </label>
  );
}

function KeptSelect(props: { id: string; value: string; onChange: (value: string) => void; invalid: boolean; describedBy?: string | undefined; children: React.ReactNode; testId: string }) {
  const ref = useRef<HTMLSelectElement>(null);
  useKeptValue(ref, props.value, props.onChange);
  return (
    <select
      ref={ref}
      id={props.id}
      className={`${styles.select} ${props.invalid ? styles.invalid : ''}`}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
    >
      {props.children}
    </select>
  );
}

function KeptTextarea(props: { id: string; value: string; onChange: (value: string) => void; invalid: boolean; describedBy?: string | undefined; testId: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useKeptValue(ref as unknown as React.RefObject<HTMLInputElement>, props.value, props.onChange);
  return (
    <textarea
      ref={ref}
      id={props.id}
      className={`${styles.textarea} ${props.invalid ? styles.invalid : ''}`}
      value={props.value}
      maxLength={1000}
      onChange={(event) => props.onChange(event.target.value)}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
    />
  );
}

/**
 * The item selection (spec §2 productselection, §3): each returnable item with quantity, reason,
 * comment, components and photos. The shared returns machine, restored from the workflow's
 * snapshot, is asked about the form as it is filled: its refusals show at the fields, and
 * "Weiter" says why it cannot go on yet. Saving goes through server actions; photos through the
 * storefront's upload route.
 */
export function ProductSelection({ initialFlow }: { initialFlow: ReturnFlowView }) {
  const { t, message, intlLocale } = useI18n();
  const router = useRouter();
  const [flow, setFlow] = useState(initialFlow);
  const [form, setForm] = useState<SelectionFormItem[]>(() => initialSelectionForm(initialFlow));
  const [attempted, setAttempted] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [local, setLocal] = useState<LocalPhoto[]>([]);
  const [saving, startSaving] = useTransition();
  const preview = useMemo(() => previewSelection(flow, form), [flow, form]);
  const items = useMemo(() => new Map((flow.order?.items ?? []).map((item) => [item.id, item])), [flow.order]);

  const take = (outcome: ReturnOutcome): boolean => {
    if (outcome.kind === 'ok') {
      setFlow(outcome.flow);
      return true;
    }
    if (outcome.flow) setFlow(outcome.flow);
    setGeneral(outcome.message);
    return false;
  };

  // Follow the photos while one is on its way (queued or uploading in the workflow, or still being sent).
  const waiting = photosPending(flow) || local.some((p) => p.photoId !== null && !flow.photos.some((f) => f.id === p.photoId));
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(async () => {
      const outcome = await readReturnAction();
      if (outcome.kind === 'ok') setFlow(outcome.flow);
    }, PHOTO_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, flow, local]);

  // Thumbnails kept in the tab (sessionStorage) for the workflow's photos: read after hydration, so
  // the server's markup (placeholders) and the first client render agree.
  const [kept, setKept] = useState<Record<string, string>>({});
  const photoIds = flow.photos.map((p) => p.id).join(' ');
  useEffect(() => {
    const storage = sessionThumbnailStorage();
    const ids = photoIds === '' ? [] : photoIds.split(' ');
    pruneThumbnails(storage, flow.id, ids);
    const found: Record<string, string> = {};
    for (const id of ids) {
      const url = readThumbnail(storage, flow.id, id);
      if (url) found[id] = url;
    }
    setKept(found);
  }, [flow.id, photoIds]);

  // Object URLs are freed when the page goes.
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const update = (itemId: string, change: Partial<SelectionFormItem>) => {
    setGeneral(null);
    setForm((current) => current.map((item) => (item.itemId === itemId ? { ...item, ...change } : item)));
  };

  const addFiles = async (itemId: string, files: File[]) => {
    setGeneral(null);
    const picked: LocalPhoto[] = files.map((file, index) => {
      const errorKey = photoFileProblem(file);
      const url = errorKey === null ? URL.createObjectURL(file) : null;
      if (url) urls.current.push(url);
      return { key: `${Date.now()}-${index}-${file.name}`, itemId, fileName: file.name, url, progress: 0, photoId: null, errorKey };
    });
    setLocal((current) => [...current.filter((p) => !(p.itemId === itemId && p.errorKey !== null)), ...picked]);
    const accepted = picked.filter((p) => p.errorKey === null);
    if (accepted.length === 0) return;
    const fail = (keys: string[], errorKey: string) => setLocal((current) => current.map((p) => (keys.includes(p.key) ? { ...p, errorKey } : p)));
    // The machine takes a photo only for an item selected in the workflow: save the selection first (without leaving the step).
    const savable = form.filter((item) => item.selected && (preview.items[item.itemId] === undefined || preview.items[item.itemId]!.field === 'comment'));
    if (!savable.some((item) => item.itemId === itemId)) {
      fail(accepted.map((p) => p.key), preview.items[itemId] ? returnReasonKey(preview.items[itemId]!.reason) : 'tafel.returns.reason.ITEM_NOT_SELECTED');
      return;
    }
    const saved = await saveSelectionAction(selectionInput(savable).map((i) => ({ ...i, comment: i.comment.slice(0, 1000) })), false);
    if (!take(saved)) {
      fail(accepted.map((p) => p.key), 'tafel.returns.upload.failed');
      return;
    }
    const returnId = flow.id;
    await Promise.all(
      accepted.map(async (photo, index) => {
        const file = files[picked.indexOf(photo)] ?? files[index]!;
        // Drawn while the file is sent; kept once the photo has its id (to show it after a reload).
        const thumbnail = downscaledThumbnail(file);
        const answer = await uploadPhoto(itemId, file, (progress) => setLocal((current) => current.map((p) => (p.key === photo.key ? { ...p, progress } : p))));
        const small = answer.ok ? await thumbnail : null;
        if (answer.ok && small) saveThumbnail(sessionThumbnailStorage(), returnId, answer.photoId, small);
        setLocal((current) =>
          current.map((p) => (p.key === photo.key ? (answer.ok ? { ...p, progress: 100, photoId: answer.photoId } : { ...p, errorKey: answer.messageKey }) : p)),
        );
      }),
    );
    const outcome = await readReturnAction();
    if (outcome.kind === 'ok') setFlow(outcome.flow);
  };

  const retry = async (photoId: string) => take(await retryPhotoAction(photoId));
  const remove = async ({ photoId, key }: { photoId: string | null; key: string | null }) => {
    if (photoId !== null && !take(await removePhotoAction(photoId))) return;
    if (photoId !== null) dropThumbnail(sessionThumbnailStorage(), flow.id, photoId);
    setLocal((current) => current.filter((p) => p.key !== key && (photoId === null || p.photoId !== photoId)));
  };

  const requiresPhoto = (item: Item, form: SelectionFormItem) => {
    const reason = item.reasons.find((r) => r.code === form.reason);
    if (!form.selected || !reason?.image) return false;
    return !flow.photos.some((p) => p.itemId === item.id && p.state !== 'FAILED');
  };

  const next = () => {
    if (preview.done !== null) {
      setAttempted(true);
      const refused = preview.doneItem ? preview.items[preview.doneItem] : undefined;
      const target = preview.doneItem && refused ? fieldId(`${refused.field}-${preview.doneItem}`) : form[0] ? fieldId(`select-${form[0].itemId}`) : null;
      if (target) document.getElementById(target)?.focus();
      return;
    }
    const missingPhoto = form.find((f) => {
      const item = items.get(f.itemId);
      return item !== undefined && requiresPhoto(item, f);
    });
    if (missingPhoto) {
      // Photos are checked again at confirm; saying it here saves the shopper the way back.
      setAttempted(true);
      document.getElementById(fieldId(`photos-${missingPhoto.itemId}`))?.focus();
      return;
    }
    startSaving(async () => {
      const outcome = await saveSelectionAction(selectionInput(form), true);
      if (take(outcome) && outcome.kind === 'ok') router.push(routeOfPhase(outcome.flow));
    });
  };

  const errorOf = (itemId: string, field: string): string | null => {
    const refused = preview.items[itemId];
    if (!refused || refused.field !== field) return null;
    // A missing reason or comment is said once the shopper tries to go on; a wrong value at once.
    if ((refused.reason === 'REASON_REQUIRED' || refused.reason === 'COMMENT_REQUIRED') && !attempted) return null;
    return message(returnReasonKey(refused.reason));
  };

  return (
    <div data-testid="product-selection" data-hash={flow.hash ?? ''}>
      {general ? (
        <p className={`notice notice-error ${styles.generalError}`} role="alert" data-testid="selection-message">
          {general}
        </p>
      ) : null}
      <ul className={styles.items}>
        {form.map((entry) => {
          const item = items.get(entry.itemId);
          if (!item) return null;
          const returnable = Math.min(item.returnableQuantity, item.shippedQuantity);
          const reason = item.reasons.find((r) => r.code === entry.reason);
          const ids = { select: fieldId(`select-${item.id}`), quantity: fieldId(`quantity-${item.id}`), reason: fieldId(`reason-${item.id}`), comment: fieldId(`comment-${item.id}`) };
          const quantityError = errorOf(item.id, 'quantity');
          const reasonError = errorOf(item.id, 'reason');
          const commentError = errorOf(item.id, 'comment');
          const componentsError = errorOf(item.id, 'components');
          return (
            <li key={item.id} className={entry.selected ? `${styles.item} ${styles.itemSelected}` : styles.item} data-testid={`return-item-${item.id}`}>
              <div className={styles.itemHead}>
                <KeptCheckbox id={ids.select} checked={entry.selected} onChange={(selected) => update(item.id, { selected })} testId={`select-${item.id}`} label={item.name} />
              </div>
              <p className={styles.itemMeta}>
                {t('ui.returns.item.returnable', { count: returnable })} · {formatCents(Math.round(item.price.amount * 100), intlLocale)}
              </p>
              {entry.selected ? (
                <fieldset className={`${styles.fieldset} ${styles.itemBody}`}>
                  <legend className="visually-hidden">{item.name}</legend>
                  <div className={styles.fields}>
                    <div className={`${styles.field} ${styles.third}`}>
                      <label className={styles.label} htmlFor={ids.quantity}>
                        {t('ui.returns.item.quantity')}
                      </label>
                      <KeptInput
                        id={ids.quantity}
                        value={entry.quantity}
                        onChange={(quantity) => update(item.id, { quantity })}
                        invalid={quantityError !== null}
                        describedBy={quantityError ? `${ids.quantity}-error` : undefined}
                        max={returnable}
                        testId={`quantity-${item.id}`}
                      />
                      <FieldError id={`${ids.quantity}-error`} error={quantityError} testId={`error-quantity-${item.id}`} />
                    </div>
                    <div className={`${styles.field} ${styles.field}`} style={{ gridColumn: 'span 6' }}>
                      <label className={styles.label} htmlFor={ids.reason}>
                        {t('ui.returns.item.reason')}
                      </label>
                      <KeptSelect
                        id={ids.reason}
                        value={entry.reason}
                        onChange={(code) => update(item.id, { reason: code, components: [] })}
                        invalid={reasonError !== null}
                        describedBy={reasonError ? `${ids.reason}-error` : undefined}
                        testId={`reason-${item.id}`}
                      >
                        <option value="">{t('ui.returns.item.reason')} …</option>
                        {item.reasons.map((r) => (
                          <option key={r.code} value={r.code}>
                            {r.name}
                          </option>
                        ))}
                      </KeptSelect>
                      <FieldError id={`${ids.reason}-error`} error={reasonError} testId={`error-reason-${item.id}`} />
                    </div>
                    {reason?.components.length ? (
                      <fieldset className={`${styles.fieldset} ${styles.field}`} id={fieldId(`components-${item.id}`)} tabIndex={-1}>
                        <legend>{t('ui.returns.item.components')}</legend>
                        <div className={styles.componentList}>
                          {reason.components.map((component) => (
                            <KeptCheckbox
                              key={component}
                              checked={entry.components.includes(component)}
                              onChange={(on) =>
                                update(item.id, { components: on ? [...entry.components.filter((c) => c !== component), component] : entry.components.filter((c) => c !== component) })
                              }
                              label={component}
                            />
                          ))}
                        </div>
                        {componentsError ? <span className="field-error">{componentsError}</span> : null}
                      </fieldset>
                    ) : null}
                    <div className={styles.field}>
                      <label className={styles.label} htmlFor={ids.comment}>
                        {t('ui.returns.item.comment')}
                        {reason?.comment ? null : <span className={styles.optional}> ({t('ui.form.optional')})</span>}
                      </label>
                      <KeptTextarea
                        id={ids.comment}
                        value={entry.comment}
                        onChange={(comment) => update(item.id, { comment })}
                        invalid={commentError !== null}
                        describedBy={`${ids.comment}-hint${commentError ? ` ${ids.comment}-error` : ''}`}
                        testId={`comment-${item.id}`}
                      />
                      <span id={`${ids.comment}-hint`} className={styles.hint}>
                        {t('ui.returns.item.commentHint')}
                      </span>
                      <FieldError id={`${ids.comment}-error`} error={commentError} testId={`error-comment-${item.id}`} />
                    </div>
                    <div className={styles.field}>
                      <PhotoField
                        itemId={item.id}
                        itemName={item.name}
                        flowPhotos={flow.photos.filter((p) => p.itemId === item.id)}
                        local={local.filter((p) => p.itemId === item.id)}
                        thumbnails={kept}
                        required={requiresPhoto(item, entry)}
                        showRequired={attempted}
                        onFiles={(files) => void addFiles(item.id, files)}
                        onRetry={(photoId) => void retry(photoId)}
                        onRemove={(photo) => void remove(photo)}
                      />
                    </div>
                  </div>
                </fieldset>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <a className={styles.back} href="/myaccount/returns">
          {t('ui.returns.back')}
        </a>
        <button
          type="button"
          className={`btn btn-accent ${styles.next}`}
          onClick={next}
          aria-disabled={preview.done !== null || saving ? true : undefined}
          aria-describedby={preview.done ? 'selection-reason' : undefined}
          data-testid="selection-next"
          data-reason={preview.done ?? ''}
        >
          {t('ui.returns.next')}
        </button>
        {preview.done ? (
          <p id="selection-reason" className={styles.reason} data-testid="guard-reason" data-reason={preview.done}>
            {message(returnReasonKey(preview.done))}
          </p>
        ) : null}
      </div>
    </div>
  );
}
