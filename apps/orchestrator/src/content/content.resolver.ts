import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { ContentGrid, Footer, FooterKind, PageResolution, ShopSettings, SitemapEntry } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { siteOf } from '../common/site.js';
import { ContentService } from './content.service.js';

/** The content area's reads (orchestrator-content.graphql), for the site the storefront names (X-Tafel-Site). */
@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query('page')
  page(@Args('url') url: string, @Context('req') req: Request): Promise<PageResolution> {
    return this.content.page(url, siteOf(req));
  }

  @Query('contentGrid')
  contentGrid(@Args('pageId') pageId: string, @Context('req') req: Request): Promise<ContentGrid | null> {
    return this.content.contentGrid(pageId, siteOf(req));
  }

  @Query('footer')
  footer(@Args('kind') kind: FooterKind | null, @Context('req') req: Request): Promise<Footer> {
    return this.content.footer(kind, siteOf(req));
  }

  @Query('shopSettings')
  shopSettings(@Context('req') req: Request): Promise<ShopSettings> {
    return this.content.shopSettings(siteOf(req));
  }

  @Query('sitemap')
  sitemap(@Context('req') req: Request): Promise<SitemapEntry[]> {
    return this.content.sitemap(siteOf(req));
  }
}
