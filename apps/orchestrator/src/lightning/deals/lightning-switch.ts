import { Inject, Injectable } from '@nestjs/common';
import { LightningSwitchDocument } from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../../common/site.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';

/** The feature parameter of lightning deals (spec catalogue-content §3 parameters). */
export const LIGHTNING_SWITCH = { name: 'lightningDeal', entry: 'Blitzangebot', on: 'on' } as const;

/**
 * Whether lightning deals are on: lightningDeal / Blitzangebot equals 'on'. Every tile, product,
 * cart and lightning query asks, so the answer is cached per site for LIGHTNING_SWITCH_CACHE_MS.
 * An unreadable switch is not cached and reads as off: no deal is shown or sold on a guess.
 */
@Injectable()
export class LightningSwitch {
  private readonly cache = new Map<Site, { on: boolean; until: number }>();
  private readonly pending = new Map<Site, Promise<boolean>>();

  constructor(
    private readonly client: UpstreamClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async isOn(site: Site): Promise<boolean> {
    const cached = this.cache.get(site);
    if (cached !== undefined && cached.until > Date.now()) return cached.on;
    // One read per site at a time; callers meanwhile share it.
    let read = this.pending.get(site);
    if (read === undefined) {
      read = this.read(site).finally(() => this.pending.delete(site));
      this.pending.set(site, read);
    }
    return read;
  }

  private async read(site: Site): Promise<boolean> {
    try {
      const { getGlobalParameterByNameAndEntry: value } = await this.client.request(LightningSwitchDocument, {}, { site });
      const on = value?.parameterValue === LIGHTNING_SWITCH.on;
      if (this.config.lightning.switchCacheMs > 0) this.cache.set(site, { on, until: Date.now() + this.config.lightning.switchCacheMs });
      return on;
    } catch {
      return false;
    }
  }
}
