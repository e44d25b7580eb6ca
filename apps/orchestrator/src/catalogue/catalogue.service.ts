import { Injectable } from '@nestjs/common';
import type { CategoryPage, NavigationNode, Product, QueryCategoryArgs } from '@tafel/graphql-schema/orchestrator-resolvers';
import { CoreCategoryDocument, GetNavigationModelDocument, GetProductByIdDocument } from '@tafel/graphql-schema/upstream-client';
import { requireSafeId } from '../common/ids.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { parseCategoryArgs, SORT_TO_UPSTREAM } from './catalogue-args.js';
import { toCategoryPage, toNavigation, toProduct } from './catalogue.mapper.js';

/** Catalogue reads, answered from the upstream shop API. */
@Injectable()
export class CatalogueService {
  constructor(private readonly upstream: UpstreamClient) {}

  async navigation(): Promise<NavigationNode[]> {
    const data = await this.upstream.request(GetNavigationModelDocument, {});
    return toNavigation(data.getNavigationModel.nodes);
  }

  async category(args: QueryCategoryArgs): Promise<CategoryPage | null> {
    const query = parseCategoryArgs(args);
    const data = await this.upstream.request(CoreCategoryDocument, {
      id: query.id,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
      sortBy: SORT_TO_UPSTREAM[query.sort],
    });
    return data.core_category ? toCategoryPage(data.core_category, query) : null;
  }

  async product(id: string): Promise<Product | null> {
    const data = await this.upstream.request(GetProductByIdDocument, { productId: requireSafeId('id', id) });
    return data.getProductById ? toProduct(data.getProductById) : null;
  }
}
