import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { CategoryPage, NavigationNode, Product, ProductReviews, QueryCategoryArgs, QueryProductReviewsArgs } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { siteOf } from '../common/site.js';
import { CatalogueService } from './catalogue.service.js';

/** Catalogue reads, priced and worded for the site the storefront names (X-Tafel-Site). */
@Resolver()
export class CatalogueResolver {
  constructor(private readonly catalogue: CatalogueService) {}

  @Query('navigation')
  navigation(@Context('req') req: Request): Promise<NavigationNode[]> {
    return this.catalogue.navigation(siteOf(req));
  }

  @Query('category')
  category(@Args() args: QueryCategoryArgs, @Context('req') req: Request): Promise<CategoryPage | null> {
    return this.catalogue.category(args, siteOf(req));
  }

  @Query('product')
  product(@Args('id') id: string, @Context('req') req: Request): Promise<Product | null> {
    return this.catalogue.product(id, siteOf(req));
  }

  @Query('productReviews')
  productReviews(@Args() args: QueryProductReviewsArgs, @Context('req') req: Request): Promise<ProductReviews | null> {
    return this.catalogue.productReviews(args, siteOf(req));
  }
}
