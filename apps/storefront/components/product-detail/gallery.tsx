'use client';

import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { clampPan, nextZoom, ZOOM_MAX, ZOOM_MIN, type Pan } from '@/lib/product/zoom';
import styles from './product-detail.module.css';

export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface GalleryTexts {
  zoom: string;
  zoomTitle: string;
  zoomIn: string;
  zoomOut: string;
  close: string;
  previous: string;
  next: string;
  help: string;
}

const PAN_STEP = 40;

/**
 * Main image with thumbnails (catalogue spec §2 gallery: thumbnail, main, zoom, zoomx2). The main
 * image opens a modal zoom view: + and − (or the buttons) zoom up to 3×, arrow keys or a finger
 * move the zoomed picture, a double tap toggles 2×, two fingers pinch, Escape closes.
 */
export function Gallery({ images, name, texts }: { images: readonly GalleryImage[]; name: string; texts: GalleryTexts }) {
  const { t } = useI18n();
  const [active, setActive] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const helpId = useId();
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const lastTap = useRef(0);
  const current = images[active] ?? images[0];
  if (!current) {
    return <div className={styles.galleryMain} aria-hidden="true" />;
  }

  const applyZoom = (value: number) => {
    const next = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, value));
    setZoom(next);
    setPan((previous) => clampPan(previous, next, current));
  };
  const show = (index: number) => {
    setActive((index + images.length) % images.length);
    setZoom(1);
    setPan({ x: 0, y: 0 });
  };
  const moveBy = (dx: number, dy: number) => setPan((previous) => clampPan({ x: previous.x + dx, y: previous.y + dy }, zoom, current));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      '+': () => applyZoom(nextZoom(zoom, 1)),
      '=': () => applyZoom(nextZoom(zoom, 1)),
      '-': () => applyZoom(nextZoom(zoom, -1)),
      '0': () => applyZoom(1),
      ArrowLeft: () => (zoom > 1 ? moveBy(PAN_STEP, 0) : images.length > 1 && show(active - 1)),
      ArrowRight: () => (zoom > 1 ? moveBy(-PAN_STEP, 0) : images.length > 1 && show(active + 1)),
      ArrowUp: () => zoom > 1 && moveBy(0, PAN_STEP),
      ArrowDown: () => zoom > 1 && moveBy(0, -PAN_STEP),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom };
    if (pointers.current.size === 1) {
      const now = event.timeStamp;
      // A double tap (or double click) toggles 2×.
      if (now - lastTap.current < 300) applyZoom(zoom > 1 ? 1 : 2);
      lastTap.current = now;
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2) {
      const start = pinch.current;
      if (start.distance > 0) applyZoom(start.zoom * (distance() / start.distance));
    } else if (zoom > 1) {
      moveBy(event.clientX - previous.x, event.clientY - previous.y);
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const zoomed = zoom > 1 || pan.x !== 0 || pan.y !== 0;
  return (
    <div className={styles.gallery}>
      <div className={styles.galleryMain}>
        <button type="button" className={styles.zoomTrigger} aria-haspopup="dialog" aria-label={texts.zoom} data-testid="gallery-zoom" onClick={() => dialog.current?.showModal()}>
          {/* The page's largest paint: high priority, preloaded from the document's head by React's server renderer. */}
          <img src={current.url} alt={current.alt || name} width={current.width} height={current.height} fetchPriority="high" />
          <span className={styles.zoomHint} aria-hidden="true">
            ⤢
          </span>
        </button>
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('ui.gallery.more')}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === active}
                aria-label={t('ui.gallery.show', { index: index + 1, total: images.length })}
                onClick={() => show(index)}
              >
                <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog
        ref={dialog}
        className={`${styles.dialog} ${styles.zoomDialog}`}
        aria-labelledby={titleId}
        data-testid="gallery-zoom-dialog"
        onClose={() => applyZoom(1)}
      >
        <div className={styles.zoomBar}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {texts.zoomTitle}
          </h2>
          <button type="button" className="btn btn-secondary" onClick={() => applyZoom(nextZoom(zoom, -1))} disabled={zoom <= ZOOM_MIN} aria-label={texts.zoomOut}>
            −
          </button>
          <output className={styles.zoomLevel} aria-live="polite" data-testid="gallery-zoom-level">{`${Math.round(zoom * 100)} %`}</output>
          <button type="button" className="btn btn-secondary" onClick={() => applyZoom(nextZoom(zoom, 1))} disabled={zoom >= ZOOM_MAX} aria-label={texts.zoomIn}>
            +
          </button>
          <form method="dialog">
            <button type="submit" className="btn btn-secondary" aria-label={texts.close}>
              ✕
            </button>
          </form>
        </div>
        <div
          className={styles.zoomStage}
          tabIndex={0}
          role="group"
          aria-roledescription="zoom"
          aria-label={current.alt || name}
          aria-describedby={helpId}
          data-testid="gallery-zoom-stage"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <img
            src={current.url}
            alt=""
            width={current.width}
            height={current.height}
            draggable={false}
            data-zoom={zoom}
            // Only once zoomed, so the server's HTML carries no style attribute.
            style={zoomed ? { transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` } : undefined}
          />
        </div>
        <p id={helpId} className={styles.zoomHelp}>
          {texts.help}
        </p>
        {images.length > 1 ? (
          <div className={styles.zoomNav}>
            <button type="button" className="btn btn-secondary" onClick={() => show(active - 1)}>
              {texts.previous}
            </button>
            <span>{`${active + 1} / ${images.length}`}</span>
            <button type="button" className="btn btn-secondary" onClick={() => show(active + 1)}>
              {texts.next}
            </button>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
