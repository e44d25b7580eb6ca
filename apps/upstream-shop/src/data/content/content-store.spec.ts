import { ContentStore, CONTENT_PAGES } from './content-store.js';
import { CATEGORY_TEASERS } from './category-content.js';
import { CONTENT_IMAGES, contentImageUrl } from './images.js';
import { footerPage, FOOTER_PAGE_IDS } from './pages/footer.js';
import type { GridPageRecord, TeaserRecord } from './types.js';

const store = new ContentStore();

function teasers(page: GridPageRecord): TeaserRecord[] {
  const all: TeaserRecord[] = [];
  const visit = (t: TeaserRecord): void => {
    all.push(t);
    t.children.forEach(visit);
  };
  page.rows.forEach((r) => r.cells.forEach((c) => visit(c.teaser)));
  return all;
}

describe('ContentStore', () => {
  it('has the spec paths as content pages', () => {
    const paths = CONTENT_PAGES.map((p) => p.path);
    for (const path of ['/', '/beratung/', '/service/sicher-einkaufen/', '/service/spielwarensicherheit/', '/service/product-safety/', '/service/your-advantages/', '/about-betzold/', '/brands/', '/campaigns/', '/gewinnspiele/', '/inspiration/', '/impressum/', '/datenschutz/', '/agb/']) {
      expect(paths).toContain(path);
    }
  });

  it('answers grid pages per shop, footers in every shop', () => {
    expect(store.gridPage('home', 'ch')?.pageId).toBe('home');
    expect(store.gridPage('service-product-safety', 'de')).toBeNull();
    expect(store.gridPage('service-product-safety', 'b2b')?.path).toBe('/service/product-safety/');
    for (const id of FOOTER_PAGE_IDS) expect(store.gridPage(id, 'b2b')?.pageId).toBe(id);
    expect(store.gridPage('nope', 'de')).toBeNull();
  });

  it('indexes every teaser, slides and tabs included', () => {
    expect(store.hasTeaser('home-hero')).toBe(true);
    expect(store.hasTeaser('home-hero-3')).toBe(true);
    expect(store.hasTeaser('gewinnspiele-tab-terms')).toBe(true);
    expect(store.hasTeaser('footer-usp-versand')).toBe(true);
    expect(store.hasTeaser('nope')).toBe(false);
  });

  it('refers only to images the media route can draw', () => {
    const pages = [...CONTENT_PAGES, ...FOOTER_PAGE_IDS.map((id) => footerPage(id, 'de') as GridPageRecord)];
    const urls = pages.flatMap(teasers).flatMap((t) => t.attributes.filter((a) => a.name === 'image').map((a) => a.url));
    const known = new Set([...CONTENT_IMAGES.keys()].map(contentImageUrl));
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) expect(known.has(url ?? '')).toBe(true);
  });

  it('fits every row into twelve columns and uses only spec button schemes', () => {
    for (const page of CONTENT_PAGES) {
      for (const row of page.rows) expect(row.cells.reduce((s, c) => s + c.width, 0)).toBeLessThanOrEqual(12);
      for (const t of teasers(page)) {
        for (const a of t.attributes.filter((x) => x.name === 'buttonType')) expect(['primary', 'secondary', 'red', 'green', 'outline', 'link']).toContain(a.value);
      }
    }
  });
});

describe('ContentStore and category teasers', () => {
  it('indexes the category teasers with the grid teasers', () => {
    expect(store.hasTeaser('cat-100-klassensatz')).toBe(true);
    expect(store.hasTeaser('cat-300-ideen')).toBe(true);
  });

  it('refuses a category teaser whose id a grid already uses', () => {
    const clash = { ...CATEGORY_TEASERS['100']![0]!, id: 'home-hero' };
    CATEGORY_TEASERS['999'] = [clash];
    try {
      expect(() => new ContentStore()).toThrow('teaser id "home-hero" on category 999 is empty or not unique');
    } finally {
      delete CATEGORY_TEASERS['999'];
    }
  });
});
