import { Inject, Injectable } from '@nestjs/common';
import type { CategoryPage, NavigationNode, Product, QueryCategoryArgs } from '@tafel/graphql-schema/orchestrator-resolvers';
import { CoreCategoryDocument, GetNavigationModelDocument, GetProductByIdDocument } from '@tafel/graphql-schema/upstream-client';
import { requireSafeId } from '../common/ids.js';
import { SITES, type Site } from '../common/site.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { parseCategoryArgs, SORT_TO_UPSTREAM } from './catalogue-args.js';
import { toCategoryPage, toNavigation, toProduct } from './catalogue.mapper.js';
import { upstreamListingFilter } from './listing-filters.js';
import { TtlCache } from './ttl-cache.js';

/**
 * Catalogue reads, answered from the upstream shop API for one site: the upstream prices and
 * words its answers for the shop of the token (de, at, ch, b2b), so the site is part of every
 * call and every cache key. Answers are reused for CATALOGUE_CACHE_TTL_MS (catalogue data is the
 * same for every visitor of a site; carts never come here).
 */
@Injectable()
export class CatalogueService {
  private readonly navigationCache: TtlCache<NavigationNode[]>;
  private readonly categoryCache: TtlCache<CategoryPage | null>;
  private readonly productCache: TtlCache<Product | null>;

  constructor(
    private readonly upstream: UpstreamClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.navigationCache = new TtlCache(config.catalogueCacheTtlMs, SITES.length);
    this.categoryCache = new TtlCache(config.catalogueCacheTtlMs);
    this.productCache = new TtlCache(config.catalogueCacheTtlMs);
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
    return this.categoryCache.get(key, async () => {
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
      return data.core_category ? toCategoryPage(data.core_category, query) : null;
    });
  }

  async product(id: string, site: Site): Promise<Product | null> {
    const productId = requireSafeId('id', id);
    return this.productCache.get(`${site}|${productId}`, async () => {
      const data = await this.upstream.request(GetProductByIdDocument, { productId }, { site });
      return data.getProductById ? toProduct(data.getProductById) : null;
    });
  }
}
