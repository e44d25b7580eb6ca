import { Inject, Injectable } from '@nestjs/common';
import type { Image, LightningDeal } from '@tafel/graphql-schema/orchestrator-resolvers';
import { LightningDealTileDocument } from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../../common/site.js';
import { TtlCache } from '../../common/ttl-cache.js';
import { toImage } from '../../common/shop-mapping.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { runningDealInfo, type LightningView } from './lightning-deal-info.js';
import { LightningSwitch } from './lightning-switch.js';
import { LightningUpstream } from './lightning-upstream.js';

/** Who asks: the visitor's user id (X-iSHOP-API-USERID, undefined without one) and the site. */
export interface LightningAsker {
  userId: string | undefined;
  site: Site;
}

interface DealTile {
  url: string;
  image: Image;
}

/**
 * The lightning deals' read side: the switch and the running deals (the home strip); how many of a
 * deal's item a cart may still add is the reservations' (queries/lightning-quantity.ts). The deals themselves are never cached here: their reserved
 * share and availability change with every reservation. Only the products' page and picture
 * (plain catalogue data) are reused for CATALOGUE_CACHE_TTL_MS.
 */
@Injectable()
export class LightningDealsService {
  private readonly tiles: TtlCache<DealTile | null>;

  constructor(
    private readonly lightningSwitch: LightningSwitch,
    private readonly upstream: LightningUpstream,
    private readonly client: UpstreamClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tiles = new TtlCache(config.catalogueCacheTtlMs);
  }

  /** How deals show now for a site (switch and clock), for the catalogue, search and cart mappers. */
  async view(site: Site): Promise<LightningView> {
    return { on: await this.lightningSwitch.isOn(site), now: Date.now() };
  }

  /** Every deal whose window runs now, ending soonest first; none while switched off. */
  async runningDeals(site: Site): Promise<LightningDeal[]> {
    const view = await this.view(site);
    if (!view.on) return [];
    const deals = await this.upstream.deals(site);
    const shown = await Promise.all(
      deals.map(async (deal): Promise<LightningDeal | null> => {
        const info = runningDealInfo(deal, view);
        const tile = await this.tile(deal.productId, deal.itemId, site);
        // A deal whose product the catalogue no longer knows has no tile to link to.
        return info && tile ? { deal: info, productId: deal.productId, name: deal.name, url: tile.url, image: tile.image } : null;
      }),
    );
    // The upstream orders by end already; sorting again keeps "ending soonest first" whatever it sends.
    return shown.filter((deal): deal is LightningDeal => deal !== null).sort((a, b) => Date.parse(a.deal.endsAt) - Date.parse(b.deal.endsAt));
  }

  private tile(productId: string, itemId: string, site: Site): Promise<DealTile | null> {
    return this.tiles.get(`${site}|${productId}|${itemId}`, async () => {
      const data = await this.client.request(LightningDealTileDocument, { productId, itemId }, { site });
      const product = data.getProductById;
      if (!product) return null;
      const image = data.getItemById?.images[0] ?? product.images[0];
      return image ? { url: product.url, image: toImage(image) } : null;
    });
  }
}
