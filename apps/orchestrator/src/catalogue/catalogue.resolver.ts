import { Args, Query, Resolver } from '@nestjs/graphql';
import type { CategoryPage, NavigationNode, Product, QueryCategoryArgs } from '@tafel/graphql-schema/orchestrator-resolvers';
import { CatalogueService } from './catalogue.service.js';

@Resolver()
export class CatalogueResolver {
  constructor(private readonly catalogue: CatalogueService) {}

  @Query('navigation')
  navigation(): Promise<NavigationNode[]> {
    return this.catalogue.navigation();
  }

  @Query('category')
  category(@Args() args: QueryCategoryArgs): Promise<CategoryPage | null> {
    return this.catalogue.category(args);
  }

  @Query('product')
  product(@Args('id') id: string): Promise<Product | null> {
    return this.catalogue.product(id);
  }
}
