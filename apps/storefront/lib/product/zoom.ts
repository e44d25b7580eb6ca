// The gallery's zoom (catalogue spec §2: zoom, zoomx2): steps and how far a zoomed picture may move.

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
/** +/− go through these; a pinch may stop anywhere between min and max. */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

export interface Pan {
  x: number;
  y: number;
}

/** The next step up (direction 1) or down (−1) from `zoom`, staying within the steps. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? ZOOM_MAX;
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-9) ?? ZOOM_MIN;
}

/**
 * A pan kept within the picture: scaled by `zoom` around its centre, a picture of width w may move
 * at most (zoom − 1) · w / 2 either way, so no empty stage shows. At 1× it stays centred.
 */
export function clampPan(pan: Pan, zoom: number, size: { width: number; height: number }): Pan {
  const maxX = ((zoom - 1) * size.width) / 2;
  const maxY = ((zoom - 1) * size.height) / 2;
  const clamp = (value: number, max: number) => (max <= 0 ? 0 : Math.min(max, Math.max(-max, value)));
  return { x: clamp(pan.x, maxX), y: clamp(pan.y, maxY) };
}
