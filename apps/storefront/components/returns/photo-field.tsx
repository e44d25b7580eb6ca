'use client';

import { useRef, useState, type DragEvent } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { PHOTO_ACCEPT, type ReturnFlowView } from '@/lib/returns/return-view';
import { useI18n } from '../i18n/i18n-provider';
import styles from './returns.module.css';

/** A file picked in this page view: its thumbnail and how far its upload got. */
export interface LocalPhoto {
  key: string;
  itemId: string;
  fileName: string;
  /** Object URL of the file, for the thumbnail. */
  url: string | null;
  /** 0..100 while the bytes go to the storefront. */
  progress: number;
  /** The workflow's photo id once the orchestrator took the file. */
  photoId: string | null;
  /** Message key when the file was refused (before or at upload). */
  errorKey: string | null;
}

type FlowPhoto = ReturnFlowView['photos'][number];

export interface PhotoFieldProps {
  itemId: string;
  itemName: string;
  flowPhotos: readonly FlowPhoto[];
  local: readonly LocalPhoto[];
  /** Thumbnails kept from earlier page views, by the workflow's photo id. */
  thumbnails: Readonly<Record<string, string>>;
  /** The reason needs a photo and none is there yet. */
  required: boolean;
  /** Show the required message as an error (the shopper tried to go on). */
  showRequired: boolean;
  onFiles: (files: File[]) => void;
  onRetry: (photoId: string) => void;
  onRemove: (photo: { photoId: string | null; key: string | null }) => void;
}

/**
 * The photos of one item: pick or drop several files; each shows its thumbnail, its own progress
 * and its state in the workflow (queued, uploading, uploaded, failed), with retry and remove.
 * Photos uploaded before a reload come from the workflow; their thumbnails from the tab's
 * sessionStorage (the storefront never gets a file back), else a placeholder.
 */
export function PhotoField({ itemId, itemName, flowPhotos, local, thumbnails, required, showRequired, onFiles, onRetry, onRemove }: PhotoFieldProps) {
  const { t, message } = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = fieldId(`photos-${itemId}`);
  const take = (list: FileList | null) => {
    if (list && list.length > 0) onFiles([...list]);
    if (inputRef.current) inputRef.current.value = '';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const sending = local.filter((p) => p.photoId === null && p.errorKey === null);
  const refused = local.filter((p) => p.photoId === null && p.errorKey !== null);
  const requiredError = required && showRequired;
  return (
    <fieldset className={styles.fieldset} data-testid={`photos-${itemId}`}>
      <legend>{t('ui.returns.item.photos')}</legend>
      <div
        className={dragging ? `${styles.drop} ${styles.dropActive}` : styles.drop}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          className={styles.fileInput}
          onChange={(event) => take(event.target.files)}
          aria-describedby={`${id}-hint${requiredError ? ` ${id}-error` : ''}`}
          aria-invalid={requiredError || refused.length > 0 ? true : undefined}
          data-testid={`photo-input-${itemId}`}
        />
        <label htmlFor={id} className={`btn btn-secondary ${styles.fileButton ?? ''}`}>
          {t('ui.returns.photo.choose')}
          <span className="visually-hidden"> ({itemName})</span>
        </label>
        <span className={styles.hint}>{t('ui.returns.photo.drop')}</span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('ui.returns.item.photosHint')}
      </p>
      {requiredError ? (
        <p id={`${id}-error`} className="field-error" data-testid={`error-photos-${itemId}`}>
          {message('vue.returns.error.imageRequired')}
        </p>
      ) : null}
      {refused.length > 0 ? (
        <ul className={styles.fileErrors} role="alert" data-testid={`photo-errors-${itemId}`}>
          {refused.map((p) => (
            <li key={p.key} className="field-error">
              {p.fileName}: {message(p.errorKey ?? 'tafel.returns.upload.failed')}{' '}
              <button type="button" className={styles.linkButton} onClick={() => onRemove({ photoId: null, key: p.key })}>
                {t('ui.returns.photo.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.photos} aria-live="polite" data-testid={`photo-list-${itemId}`}>
        {sending.map((p) => (
          <li key={p.key} className={styles.photo} data-testid="photo" data-state="SENDING">
            {p.url ? <img className={styles.thumb} src={p.url} alt={t('ui.returns.photo.of', { name: p.fileName })} /> : null}
            <span className={styles.photoName}>{p.fileName}</span>
            <progress className={styles.progress} max={100} value={p.progress} aria-label={t('ui.returns.photo.of', { name: p.fileName })} />
            {/* Every percent would be read out: the live region announces the states, the bar has the figure. */}
            <span className={styles.photoState} aria-hidden="true">
              {t('ui.returns.photo.sending', { percent: p.progress })}
            </span>
          </li>
        ))}
        {flowPhotos.map((photo) => {
          const mine = local.find((p) => p.photoId === photo.id);
          const name = photo.fileName ?? mine?.fileName ?? photo.id;
          const thumb = mine?.url ?? thumbnails[photo.id] ?? null;
          const stateClass = photo.state === 'UPLOADED' ? styles.stateUploaded : photo.state === 'FAILED' ? styles.stateFailed : '';
          return (
            <li key={photo.id} className={styles.photo} data-testid="photo" data-state={photo.state} data-photo-id={photo.id}>
              {thumb ? (
                <img className={styles.thumb} src={thumb} alt={t('ui.returns.photo.of', { name })} data-testid="photo-thumb" />
              ) : (
                <span className={styles.thumbPlaceholder} aria-hidden="true">
                  ▣
                </span>
              )}
              <span className={styles.photoName}>{name}</span>
              {photo.state === 'UPLOADING' || photo.state === 'QUEUED' ? <progress className={styles.progress} aria-label={t('ui.returns.photo.of', { name })} /> : null}
              <span className={`${styles.photoState} ${stateClass}`}>{t(`ui.returns.photo.state.${photo.state}`)}</span>
              {photo.state === 'FAILED' && photo.messageKey ? <span className="field-error">{message(photo.messageKey)}</span> : null}
              <span className={styles.photoActions}>
                {photo.state === 'FAILED' ? (
                  <button type="button" className={styles.linkButton} onClick={() => onRetry(photo.id)} data-testid="photo-retry">
                    {t('ui.returns.photo.retry')}
                    <span className="visually-hidden"> ({name})</span>
                  </button>
                ) : null}
                <button type="button" className={styles.linkButton} onClick={() => onRemove({ photoId: photo.id, key: mine?.key ?? null })} data-testid="photo-remove">
                  {t('ui.returns.photo.remove')}
                  <span className="visually-hidden"> ({name})</span>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
