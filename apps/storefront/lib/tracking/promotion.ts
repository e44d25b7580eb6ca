import type { DataLayerEvent } from './tracking';

/** Catalogue spec §9: a teaser counts as seen once half of it was visible for 1000 ms. */
export const PROMOTION_VISIBLE_RATIO = 0.5;
export const PROMOTION_VISIBLE_MS = 1000;

/** What a teaser tells tracking about itself (data attributes on its element, see promotionData). */
export interface Promotion {
  /** The CMS teaser id. */
  id: string;
  /** The teaser's googleAnalytics name, else its CMS name. */
  name: string;
  /** Where on the page it sits, e.g. "home_r2_c1" or "home_r1_c1_s2" for a slide. */
  slot: string;
}

/** Data attribute names the promotion observer reads (one island per page reads them all). */
export const PROMOTION_ATTRIBUTES = {
  id: 'data-promotion-id',
  name: 'data-promotion-name',
  slot: 'data-promotion-slot',
} as const;

/** The data attributes a teaser's element carries. */
export function promotionData(promotion: Promotion): Record<string, string> {
  return {
    [PROMOTION_ATTRIBUTES.id]: promotion.id,
    [PROMOTION_ATTRIBUTES.name]: promotion.name,
    [PROMOTION_ATTRIBUTES.slot]: promotion.slot,
  };
}

/** The promotion name of a teaser: trackingName (CMS googleAnalytics) or the CMS name. */
export function promotionName(teaser: { trackingName?: string | null; name: string }): string {
  return teaser.trackingName?.trim() || teaser.name;
}

/** The slot of a cell: the page, its row and column (1-based), and the slide or tab when inside one. */
export function creativeSlot(page: string, row: number, column: number, child?: number): string {
  return `${page}_r${row + 1}_c${column + 1}${child === undefined ? '' : `_s${child + 1}`}`;
}

function promotionItem(promotion: Promotion) {
  return { promotion_id: promotion.id, promotion_name: promotion.name, creative_slot: promotion.slot };
}

/** GA4 view_promotion for one teaser seen. */
export function viewPromotionEvent(promotion: Promotion): DataLayerEvent {
  return { event: 'view_promotion', ecommerce: { ...promotionItem(promotion), items: [promotionItem(promotion)] } };
}

/** GA4 select_promotion for a click on a teaser's link or button. */
export function selectPromotionEvent(promotion: Promotion): DataLayerEvent {
  return { event: 'select_promotion', ecommerce: { ...promotionItem(promotion), items: [promotionItem(promotion)] } };
}

/** Reads the promotion of an element carrying promotionData; null when an attribute is missing. */
export function promotionOf(element: { getAttribute(name: string): string | null }): Promotion | null {
  const id = element.getAttribute(PROMOTION_ATTRIBUTES.id);
  const name = element.getAttribute(PROMOTION_ATTRIBUTES.name);
  const slot = element.getAttribute(PROMOTION_ATTRIBUTES.slot);
  return id && name && slot ? { id, name, slot } : null;
}

/**
 * Counts the time each teaser has been at least half visible; `due` answers the ones that reached
 * 1000 ms, each once for the tracker's life (one page view). Pure of the DOM, so the observer's
 * timing rule is tested without a browser.
 */
export class PromotionVisibility {
  private readonly since = new Map<string, number>();
  private readonly reported = new Set<string>();

  constructor(private readonly visibleMs = PROMOTION_VISIBLE_MS) {}

  /** A teaser became (at least half) visible or stopped being so, at time `now` (ms). */
  update(id: string, visible: boolean, now: number): void {
    if (this.reported.has(id)) return;
    if (visible) {
      if (!this.since.has(id)) this.since.set(id, now);
    } else {
      this.since.delete(id);
    }
  }

  /** The teasers visible for long enough at `now`, marked as reported. */
  due(now: number): string[] {
    const ids: string[] = [];
    for (const [id, since] of this.since) {
      if (now - since >= this.visibleMs) {
        ids.push(id);
        this.reported.add(id);
        this.since.delete(id);
      }
    }
    return ids;
  }

  /** The earliest time a visible teaser becomes due; null when none is waiting. */
  nextDue(): number | null {
    let next: number | null = null;
    for (const since of this.since.values()) {
      const at = since + this.visibleMs;
      if (next === null || at < next) next = at;
    }
    return next;
  }
}
