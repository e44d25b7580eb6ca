import { describe, expect, it } from '@jest/globals';
import { creativeSlot, promotionData, promotionName, promotionOf, PromotionVisibility, selectPromotionEvent, viewPromotionEvent } from './promotion';

const PROMOTION = { id: 'home-tile-100', name: 'home_tile_100', slot: 'home_r4_c1' };

describe('promotion events', () => {
  it('builds view_promotion and select_promotion with id, name and slot', () => {
    const item = { promotion_id: 'home-tile-100', promotion_name: 'home_tile_100', creative_slot: 'home_r4_c1' };
    expect(viewPromotionEvent(PROMOTION)).toEqual({ event: 'view_promotion', ecommerce: { ...item, items: [item] } });
    expect(selectPromotionEvent(PROMOTION)).toEqual({ event: 'select_promotion', ecommerce: { ...item, items: [item] } });
  });

  it('names the promotion after the tracking name, else the CMS name', () => {
    expect(promotionName({ trackingName: 'home_hero_1', name: 'Hero 1' })).toBe('home_hero_1');
    expect(promotionName({ trackingName: '  ', name: 'Hero 1' })).toBe('Hero 1');
    expect(promotionName({ trackingName: null, name: 'Hero 1' })).toBe('Hero 1');
  });

  it('numbers slots from 1 and adds the slide', () => {
    expect(creativeSlot('home', 0, 0)).toBe('home_r1_c1');
    expect(creativeSlot('home', 1, 0, 2)).toBe('home_r2_c1_s3');
  });

  it('reads back what promotionData wrote, and nothing from an element without it', () => {
    const data = promotionData(PROMOTION);
    expect(promotionOf({ getAttribute: (name) => data[name] ?? null })).toEqual(PROMOTION);
    expect(promotionOf({ getAttribute: () => null })).toBeNull();
  });
});

describe('PromotionVisibility', () => {
  it('reports a teaser after 1000 ms of visibility, once', () => {
    const visibility = new PromotionVisibility();
    visibility.update('a', true, 0);
    expect(visibility.due(999)).toEqual([]);
    expect(visibility.nextDue()).toBe(1000);
    expect(visibility.due(1000)).toEqual(['a']);
    visibility.update('a', true, 2000);
    expect(visibility.due(5000)).toEqual([]);
  });

  it('starts over when the teaser leaves the screen before 1000 ms', () => {
    const visibility = new PromotionVisibility();
    visibility.update('a', true, 0);
    visibility.update('a', false, 600);
    visibility.update('a', true, 800);
    expect(visibility.due(1500)).toEqual([]);
    expect(visibility.due(1800)).toEqual(['a']);
  });

  it('keeps the first moment of a teaser that stays visible', () => {
    const visibility = new PromotionVisibility();
    visibility.update('a', true, 0);
    visibility.update('a', true, 900);
    expect(visibility.due(1000)).toEqual(['a']);
    expect(visibility.nextDue()).toBeNull();
  });
});
