import { buildCategories } from '../categories.js';
import type { ShopId } from '../customers/customer-types.js';
import type { CategoryRecord } from '../types.js';
import type { ParameterLookup } from './footer-rules.js';
import { CATEGORY_TEASERS } from './category-content.js';
import { CAMPAIGN_PAGES } from './pages/campaign-pages.js';
import { footerData, footerPage, FOOTER_PAGE_IDS } from './pages/footer.js';
import { HOME_PAGE, HOME_PAGE_EN } from './pages/home.js';
import { LEGAL_PAGES } from './pages/legal-pages.js';
import { SERVICE_PAGES } from './pages/service-pages.js';
import { globalParameter, PARAMETERS } from './parameters.js';
import { APP_ROUTES, GONE_PATHS, REDIRECTS, withoutTrailingSlash, type RedirectRecord } from './site-map.js';
import { categorySlugPaths } from './slugs.js';
import type { ContentLanguage, FooterRecord, GridPageRecord, TeaserRecord } from './types.js';

/** Pages the CMS also holds in English (the English B2B shop, token scope edu-en), by page id. */
const ENGLISH_PAGES: ReadonlyMap<string, GridPageRecord> = new Map([[HOME_PAGE_EN.pageId, HOME_PAGE_EN]]);

/** Every grid page with a path; the footers are built per shop on request. */
export const CONTENT_PAGES: readonly GridPageRecord[] = [HOME_PAGE, ...SERVICE_PAGES, ...CAMPAIGN_PAGES, ...LEGAL_PAGES];

/**
 * The CMS side of the stand-in: grid pages, the URL tables and the category slugs, indexed by
 * path without its trailing slash so /beratung and /beratung/ find the same page. Read-only;
 * the constructor checks the seed (unique teaser ids, no path in two tables) so a bad edit
 * fails at start-up instead of answering inconsistently.
 */
export class ContentStore {
  private readonly pagesById = new Map<string, GridPageRecord>();
  private readonly pagesByPath = new Map<string, GridPageRecord>();
  private readonly slugs = new Map<string, string>();
  private readonly redirects = new Map<string, RedirectRecord>();
  private readonly gone = new Set<string>();
  private readonly appRoutes = new Set<string>();
  private readonly teaserIds = new Set<string>();

  constructor(
    categories: readonly CategoryRecord[] = buildCategories(),
    /** Global parameters (return switch, footer logo flags); tests pass their own. */
    readonly parameter: ParameterLookup = globalParameter,
  ) {
    const owners = new Map<string, string>();
    const claim = (path: string, owner: string): string => {
      const key = withoutTrailingSlash(path);
      const clash = owners.get(key);
      if (clash) throw new Error(`path ${path} is both ${clash} and ${owner}`);
      owners.set(key, owner);
      return key;
    };
    for (const page of CONTENT_PAGES) {
      if (this.pagesById.has(page.pageId)) throw new Error(`grid page ${page.pageId} is defined twice`);
      this.pagesById.set(page.pageId, page);
      if (page.path) this.pagesByPath.set(claim(page.path, `page ${page.pageId}`), page);
    }
    for (const [path, id] of categorySlugPaths(categories)) this.slugs.set(claim(path, `category ${id}`), id);
    for (const r of REDIRECTS) this.redirects.set(claim(r.from, 'a redirect'), r);
    for (const path of GONE_PATHS) this.gone.add(claim(path, 'gone'));
    for (const path of APP_ROUTES) this.appRoutes.add(claim(path, 'an app route'));
    const footers = FOOTER_PAGE_IDS.map((id) => footerPage(id, 'de')).filter((p): p is GridPageRecord => p !== null);
    for (const page of [...CONTENT_PAGES, ...footers]) this.indexTeasers(page);
    // Category teasers are tracked like grid teasers, so they share the one id space.
    for (const [categoryId, teasers] of Object.entries(CATEGORY_TEASERS)) teasers.forEach((t) => this.indexTeaser(t, `category ${categoryId}`));
  }

  /**
   * A grid page by id as the shop sees it: null when unknown or not in that shop. `language`: the
   * token's (English for edu-en) — the home and the footers exist in English, other pages in German only.
   */
  gridPage(pageId: string, shop: ShopId, language: ContentLanguage = 'de'): GridPageRecord | null {
    const footer = footerPage(pageId, shop, language);
    if (footer) return footer;
    const page = this.pagesById.get(pageId);
    return page && page.shops.includes(shop) ? inLanguage(page, language) : null;
  }

  footer(pageId: string, shop: ShopId, language: ContentLanguage = 'de'): FooterRecord | null {
    return footerData(pageId, shop, this.parameter, language);
  }

  /** The content page at a path in that shop, in its language where the CMS has that version. */
  pageAt(path: string, shop: ShopId, language: ContentLanguage = 'de'): GridPageRecord | undefined {
    const page = this.pagesByPath.get(withoutTrailingSlash(path));
    return page && page.shops.includes(shop) ? inLanguage(page, language) : undefined;
  }

  slugCategory(path: string): string | undefined {
    return this.slugs.get(withoutTrailingSlash(path));
  }

  redirect(path: string): RedirectRecord | undefined {
    return this.redirects.get(withoutTrailingSlash(path));
  }

  isGone(path: string): boolean {
    return this.gone.has(withoutTrailingSlash(path));
  }

  isAppRoute(path: string): boolean {
    return this.appRoutes.has(withoutTrailingSlash(path));
  }

  /** Spec session §2: return pages exist only while the global return switch equals 'true'. */
  returnsEnabled(): boolean {
    return this.parameter(PARAMETERS.returnSwitch.name, PARAMETERS.returnSwitch.returns) === 'true';
  }

  hasTeaser(teaserId: string): boolean {
    return this.teaserIds.has(teaserId);
  }

  private indexTeasers(page: GridPageRecord): void {
    for (const row of page.rows) for (const cell of row.cells) this.indexTeaser(cell.teaser, page.pageId);
  }

  private indexTeaser(teaser: TeaserRecord, owner: string): void {
    if (!teaser.id || this.teaserIds.has(teaser.id)) throw new Error(`teaser id "${teaser.id}" on ${owner} is empty or not unique`);
    this.teaserIds.add(teaser.id);
    teaser.children.forEach((child) => this.indexTeaser(child, owner));
  }
}

/** The page's version in a language: its English one for 'en' where the CMS has it, else the page itself. */
function inLanguage(page: GridPageRecord, language: ContentLanguage): GridPageRecord {
  return (language === 'en' && ENGLISH_PAGES.get(page.pageId)) || page;
}
