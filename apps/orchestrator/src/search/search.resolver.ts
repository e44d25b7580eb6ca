import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { SearchInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { siteOf } from '../common/site.js';
import type { SearchAnswer } from './search-results.js';
import { SearchService } from './search.service.js';

/** The shop's search (orchestrator-search.graphql), for the site the storefront names. */
@Resolver()
export class SearchResolver {
  constructor(private readonly searches: SearchService) {}

  @Query('search')
  search(@Args('input') input: SearchInput, @Context('req') req: Request): Promise<SearchAnswer> {
    return this.searches.search(input, siteOf(req));
  }

  @Query('searchSuggestions')
  searchSuggestions(@Args('query') query: string, @Context('req') req: Request): Promise<string[]> {
    return this.searches.suggest(query, siteOf(req));
  }
}
