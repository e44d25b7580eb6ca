import { Inject, Injectable } from '@nestjs/common';
import type { CategoryPage, NavigationNode, Product, ProductReviews, QueryCategoryArgs, QueryProductReviewsArgs } from '@tafel/graphql-schema/orchestrator-resolvers';
import { CoreCategoryDocument, GetNavigationModelDocument, GetProductByIdDocument, GetReviewsByProductIdDocument } from '@tafel/graphql-schema/upstream-client';
import { requireSafeId } from '../common/ids.js';
import { SITES, type Site } from '../common/site.js';
import { TtlCache } from '../common/ttl-cache.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { lightningDealsValidUntil, LightningDealsService, type LightningView } from '../lightning/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { parseCategoryArgs, parseReviewArgs, SORT_TO_UPSTREAM } from './catalogue-args.js';
import { toProductReviews } from './product-detail.mapper.js';
import { categoryPageTiles, toCategoryPage, toNavigation, toProduct, viewCategoryPage, viewProduct } from './catalogue.mapper.js';
import { upstreamListingFilter } from './listing-filters.js';

/**
 * Catalogue reads, answered from the upstream shop API for one site: the upstream prices and
 * words its answers for the shop of the token (de, at, ch, b2b), so the site is part of every
 * call and every cache key. Answers are reused for CATALOGUE_CACHE_TTL_MS (catalogue data is the
 * same for every visitor of a site; carts never come here).
 *
 * Lightning deals change with the clock: pages and products are cached as if deals were on and
 * shown per request as the switch and the clock say now (tile state, or nothing while off). An
 * entry is never kept past the end of a deal it holds, so a tile whose deal ended is loaded again;
 * a deal's reserved share may be up to CATALOGUE_CACHE_TTL_MS old (the running deals are not cached).
 */
@Injectable()
export class CatalogueService {
  private readonly navigationCache: TtlCache<NavigationNode[]>;
  private readonly categoryCache: TtlCache<CategoryPage | null>;
  private readonly productCache: TtlCache<Product | null>;
  private readonly upstreamUrl: string;

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly lightning: LightningDealsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.upstreamUrl = config.upstreamUrl;
    this.navigationCache = new TtlCache(config.catalogueCacheTtlMs, SITES.length);
    this.categoryCache = new TtlCache(config.catalogueCacheTtlMs, undefined, undefined, (page) =>
      lightningDealsValidUntil(page ? categoryPageTiles(page).map((tile) => tile.lightningDealInfo) : [], Date.now()),
    );
    this.productCache = new TtlCache(config.catalogueCacheTtlMs, undefined, undefined, (product) =>
      lightningDealsValidUntil(product ? productDeals(product) : [], Date.now()),
    );
  }

  async navigation(site: Site): Promise<NavigationNode[]> {
    return this.navigationCache.get(site, async () => {
      const data = await this.upstream.request(GetNavigationModelDocument, {}, { site });
      return toNavigation(data.getNavigationModel.nodes);
    });
  }

  async category(args: QueryCategoryArgs, site: Site): Promise<CategoryPage | null> {
    const query = parseCategoryArgs(args);
    const key = `${site}|${query.id}|${query.page}|${query.pageSize}|${query.sort}|${JSON.stringify(query.listing)}`;
    const load = async (): Promise<CategoryPage | null> => {
      const variables = {
        id: query.id,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
        sortBy: SORT_TO_UPSTREAM[query.sort],
        filter: upstreamListingFilter(query.listing),
      };
      // Only the upstream knows the listing's filter ids: its refusal (UPSTREAM_REJECTED) reaches
      // the caller as BAD_USER_INPUT with the upstream's reason (graphql/error-formatter.ts).
      const data = await this.upstream.request(CoreCategoryDocument, variables, { site });
      return data.core_category ? toCategoryPage(data.core_category, query, { site, upstreamUrl: this.upstreamUrl, lightning: asLoaded() }) : null;
    };
    const [view, page] = await Promise.all([this.lightning.view(site), this.categoryCache.get(key, load)]);
    return page && viewCategoryPage(page, view);
  }

  /** One page of reviews (limit and stars checked first); not cached, so a published review shows at once. */
  async productReviews(args: QueryProductReviewsArgs, site: Site): Promise<ProductReviews | null> {
    const query = parseReviewArgs(args);
    const data = await this.upstream.request(GetReviewsByProductIdDocument, { productId: query.productId, limit: query.limit, filter: query.stars }, { site });
    return data.getReviewsByProductId ? toProductReviews(data.getReviewsByProductId) : null;
  }

  async product(id: string, site: Site): Promise<Product | null> {
    const productId = requireSafeId('id', id);
    const [view, product] = await Promise.all([
      this.lightning.view(site),
      this.productCache.get(`${site}|${productId}`, async () => {
        const data = await this.upstream.request(GetProductByIdDocument, { productId }, { site });
        return data.getProductById ? toProduct(data.getProductById, asLoaded()) : null;
      }),
    ]);
    return product && viewProduct(product, view);
  }
}

/** Every deal a product answer holds: its items' and its accessory and replacement tiles'. */
function productDeals(product: Product) {
  return [...product.items, ...product.accessories, ...product.replacementProducts].map((entry) => entry.lightningDealInfo);
}

/** Cached answers keep every deal (as if switched on); each request shows them as its view says. */
function asLoaded(): LightningView {
  return { on: true, now: Date.now() };
}
