import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ContentGrid, Footer, FooterKind, PageResolution, ShopSettings, SitemapEntry } from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  GetContentParametersDocument,
  GetGridByPageIdDocument,
  GetNavigationModelDocument,
  GetPageDetailsByUrlDocument,
  GetSitemapCategoryProductsDocument,
} from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../common/site.js';
import { SITES } from '../common/site.js';
import { TtlCache } from '../common/ttl-cache.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LightningDealsService } from '../lightning/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { parsePageId, parsePageUrl } from './content-args.js';
import { SHOP_ORIGINS } from './content-urls.js';
import { toFooter, toNewsletterTeaser, toShopSettings, type UpstreamParameters } from './footer.mapper.js';
import { rowsValidUntil, teasersOf, toContentGrid, toPageResolution, viewRows, type UpstreamGridPage } from './page.mapper.js';
import type { TeaserContext } from './teaser.mapper.js';

/** The parameter groups the content area reads, fetched together once per shop. */
const PARAMETER_NAMES = ['sellingPoints', 'infolayer', 'lightningDeal', 'featureFlags', 'newsletterTeasers'];
const FOOTER_PAGE_IDS: Record<FooterKind, string> = { FULL: 'footer-vue', CHECKOUT: 'footer-vue-checkout-shipping' };
/** URL resolutions kept per orchestrator instance: the catch-all sees arbitrary URLs, so the cache is bounded. */
const PAGE_CACHE_ENTRIES = 2000;
const GRID_CACHE_ENTRIES = 500;
/** The upstream's largest listing page (Category.products limit 1..60). */
const SITEMAP_PAGE_SIZE = 60;
/** Listing pages the sitemap asks the upstream for at the same time. */
const SITEMAP_PARALLEL_PAGES = 4;
/** Root of the catalogue tree: its listing holds every product. */
const ROOT_CATEGORY_ID = '1';
const INDEX = 'index,follow';

/**
 * The content area (issue 28): URL resolution, CMS grids, footers, shop settings and the
 * sitemap, answered from the upstream for the site of the request. CMS data is the same for every
 * visitor of a site, so answers are reused for CONTENT_CACHE_TTL_MS (site in every key).
 * Recommendation tiles are cached as if lightning deals were on and shown per request as the
 * switch and the clock say now, as the catalogue does; an entry never outlives a deal it shows.
 */
@Injectable()
export class ContentService {
  private readonly logger = new Logger('Content');
  private readonly pageCache: TtlCache<PageResolution>;
  private readonly gridCache: TtlCache<ContentGrid | null>;
  private readonly footerCache: TtlCache<Footer | null>;
  private readonly parameterCache: TtlCache<UpstreamParameters>;
  private readonly sitemapCache: TtlCache<SitemapEntry[]>;
  private readonly upstreamUrl: string;

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly lightning: LightningDealsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const ttl = config.contentCacheTtlMs;
    this.upstreamUrl = config.upstreamUrl;
    this.pageCache = new TtlCache(ttl, PAGE_CACHE_ENTRIES, undefined, (page) => rowsValidUntil(page.rows, Date.now()));
    this.gridCache = new TtlCache(ttl, GRID_CACHE_ENTRIES, undefined, (grid) => rowsValidUntil(grid?.rows ?? [], Date.now()));
    this.footerCache = new TtlCache(ttl, SITES.length * 2);
    this.parameterCache = new TtlCache(ttl, SITES.length);
    this.sitemapCache = new TtlCache(ttl, SITES.length);
  }

  private async context(site: Site): Promise<TeaserContext> {
    // Cached answers keep every deal (as if switched on); each request shows them as its view says.
    return { site, upstreamUrl: this.upstreamUrl, abTests: [], lightning: { on: true, now: Date.now() }, productTile: await productTileMapper() };
  }

  async page(url: unknown, site: Site): Promise<PageResolution> {
    const requestUrl = parsePageUrl(url);
    const [view, page] = await Promise.all([this.lightning.view(site), this.resolve(requestUrl, site)]);
    return page.rows.length === 0 ? page : { ...page, rows: viewRows(page.rows, view) };
  }

  private resolve(requestUrl: string, site: Site): Promise<PageResolution> {
    return this.pageCache.get(`${site}|${requestUrl}`, async () => {
      const data = await this.upstream.request(GetPageDetailsByUrlDocument, { url: requestUrl }, { site });
      return toPageResolution(data.getPageDetailsByUrl, requestUrl, await this.context(site), {
        // Never follow a target off the shop: the storefront answers 404 instead (no open redirect).
        refused: (target) => this.logger.warn(`page ${requestUrl} (${site}): the upstream's redirect target is no shop path, answered 404: ${JSON.stringify(target.slice(0, 200))}`),
      });
    });
  }

  async contentGrid(pageId: unknown, site: Site): Promise<ContentGrid | null> {
    const id = parsePageId(pageId);
    const [view, grid] = await Promise.all([this.lightning.view(site), this.grid(id, site)]);
    return grid && { ...grid, rows: viewRows(grid.rows, view) };
  }

  private grid(pageId: string, site: Site): Promise<ContentGrid | null> {
    return this.gridCache.get(`${site}|${pageId}`, async () => {
      const data = await this.upstream.request(GetGridByPageIdDocument, { pageId }, { site });
      const grid = data.getGridByPageId;
      if (!grid) return null;
      return toContentGrid(grid, await this.abTestsOf(grid, site), await this.context(site));
    });
  }

  /**
   * The A/B tests of the page showing a grid: the grid itself does not carry them, its page's
   * details do (an A/B Test TabTeaser shows the variant its test reports to tracking).
   */
  private async abTestsOf(grid: UpstreamGridPage, site: Site): Promise<PageResolution['abTests']> {
    if (!grid.canonicalUrl) return [];
    let path: string;
    try {
      path = new URL(grid.canonicalUrl).pathname;
    } catch {
      return [];
    }
    const page = await this.resolve(path, site);
    const showsThisGrid = page.gridPageId === grid.pageId || (page.kind === 'HOME' && grid.pageId === 'home');
    return showsThisGrid ? page.abTests : [];
  }

  async footer(kind: FooterKind | null | undefined, site: Site): Promise<Footer> {
    const footerKind: FooterKind = kind ?? 'FULL';
    const footer = await this.footerCache.get(`${site}|${footerKind}`, async () => {
      const [data, parameters] = await Promise.all([
        this.upstream.request(GetGridByPageIdDocument, { pageId: FOOTER_PAGE_IDS[footerKind] }, { site }),
        this.parameters(site),
      ]);
      const footerData = data.getGridByPageId?.footer;
      if (!footerData) return null;
      // The checkout footer keeps the shopper in the checkout: no newsletter teaser there.
      const newsletter = footerKind === 'FULL' ? toNewsletterTeaser(parameters) : null;
      return toFooter(footerData, newsletter, { site, upstreamUrl: this.upstreamUrl });
    });
    if (!footer) {
      this.logger.warn(`footer ${FOOTER_PAGE_IDS[footerKind]} (${site}): the upstream has no footer data, answered an empty footer`);
      return { usps: [], blocks: [], bottomLinks: [], paymentLogos: [], deliveryLogos: [], socialLinks: [], showQualityPromise: false, newsletter: null };
    }
    return footer;
  }

  async shopSettings(site: Site): Promise<ShopSettings> {
    return toShopSettings(await this.parameters(site));
  }

  private parameters(site: Site): Promise<UpstreamParameters> {
    return this.parameterCache.get(site, async () => {
      const data = await this.upstream.request(GetContentParametersDocument, { names: PARAMETER_NAMES }, { site });
      return data.getGlobalParametersByName;
    });
  }

  /** Indexable pages of the site: home, every category of the navigation, every product, the content pages linked from the footer and the home page. */
  sitemap(site: Site): Promise<SitemapEntry[]> {
    return this.sitemapCache.get(site, async () => {
      const [home, categories, products, content] = await Promise.all([
        this.resolve('/', site),
        this.sitemapCategories(site),
        this.sitemapProducts(site),
        this.sitemapContent(site),
      ]);
      // The origin the upstream writes the shop's canonical URLs with (its host per shop).
      const origin = originOf(home.seo.canonicalUrl ?? null) ?? SHOP_ORIGINS[site];
      const entries: SitemapEntry[] = [];
      const seen = new Set<string>();
      const add = (path: string, kind: SitemapEntry['kind']): void => {
        const url = `${origin}${path}`;
        if (seen.has(url)) return;
        seen.add(url);
        entries.push({ url, kind });
      };
      if (home.httpStatus === 200 && home.seo.robots === INDEX) add('/', 'HOME');
      for (const path of categories) add(path, 'CATEGORY');
      for (const path of products) add(path, 'PRODUCT');
      for (const path of content) add(path, 'CONTENT');
      return entries;
    });
  }

  private async sitemapCategories(site: Site): Promise<string[]> {
    const data = await this.upstream.request(GetNavigationModelDocument, {}, { site });
    type Node = { id: string; children?: Node[] };
    const ids: string[] = [];
    const walk = (nodes: readonly Node[]): void => {
      for (const node of nodes) {
        ids.push(node.id);
        walk(node.children ?? []);
      }
    };
    walk(data.getNavigationModel.nodes);
    return ids.filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)).map((id) => `/cat/${id}/`);
  }

  private async sitemapProducts(site: Site): Promise<string[]> {
    const page = (offset: number) => this.upstream.request(GetSitemapCategoryProductsDocument, { id: ROOT_CATEGORY_ID, offset, limit: SITEMAP_PAGE_SIZE }, { site });
    const first = await page(0);
    const category = first.core_category;
    if (!category) return [];
    const pages = [first];
    // A few pages at a time: a catalogue of 50,000 products must not become 800 upstream calls at once.
    const offsets: number[] = [];
    for (let offset = SITEMAP_PAGE_SIZE; offset < category.products.total; offset += SITEMAP_PAGE_SIZE) offsets.push(offset);
    for (let at = 0; at < offsets.length; at += SITEMAP_PARALLEL_PAGES) pages.push(...(await Promise.all(offsets.slice(at, at + SITEMAP_PARALLEL_PAGES).map(page))));
    const tiles = pages.flatMap((data) => data.core_category?.products.tiles ?? []);
    return tiles.filter((tile) => /^[A-Za-z0-9_-]{1,64}$/.test(tile.id)).map((tile) => `/prod/${tile.id}`);
  }

  /** Internal links of the footer and the home grid that resolve to an indexable content page. */
  private async sitemapContent(site: Site): Promise<string[]> {
    const [footer, home] = await Promise.all([this.footer('FULL', site), this.grid('home', site)]);
    const links = new Set<string>();
    const addLink = (url: string | null | undefined, external = false): void => {
      if (!url || external || !url.startsWith('/') || url.startsWith('//')) return;
      const path = url.replace(/[?#].*$/, '');
      if (path.length > 0) links.add(path);
    };
    for (const usp of footer.usps) addLink(usp.link?.url, usp.link?.external);
    for (const block of footer.blocks) {
      addLink(block.button?.url, block.button?.external);
      for (const link of block.links) addLink(link.url, link.external);
    }
    for (const link of footer.bottomLinks) addLink(link.url, link.external);
    for (const teaser of teasersOf(home?.rows ?? [])) addLink(teaser.link?.url, teaser.link?.external);
    const resolved = await Promise.all([...links].map(async (path) => ({ path, page: await this.resolve(path, site) })));
    return resolved.filter(({ page }) => page.kind === 'CONTENT' && page.httpStatus === 200 && page.seo.robots === INDEX).map(({ path }) => path);
  }
}

let tileMapper: Promise<TeaserContext['productTile']> | undefined;

/**
 * The catalogue's tile mapper, loaded through its front door once, at first use: the catalogue
 * imports this area's front door (category teasers), so a static import back would be a cycle
 * in which one side's Nest module meets the other's classes before they exist.
 */
function productTileMapper(): Promise<TeaserContext['productTile']> {
  tileMapper ??= import('../catalogue/index.js').then((catalogue) => catalogue.toProductTile);
  return tileMapper;
}

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
