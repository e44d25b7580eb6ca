import { Inject, Injectable } from '@nestjs/common';
import { LightningSwitchDocument } from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../../common/site.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { GlobalSwitch } from '../../upstream/global-switch.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';

/** The feature parameter of lightning deals (spec catalogue-content §3 parameters). */
export const LIGHTNING_SWITCH = { name: 'lightningDeal', entry: 'Blitzangebot', on: 'on' } as const;

/**
 * Whether lightning deals are on: lightningDeal / Blitzangebot equals 'on'. Every tile, product,
 * cart and lightning query asks, so the answer is cached per site for LIGHTNING_SWITCH_CACHE_MS.
 * An unreadable switch reads as off: no deal is shown or sold on a guess.
 */
@Injectable()
export class LightningSwitch {
  private readonly switch: GlobalSwitch;

  constructor(client: UpstreamClient, @Inject(APP_CONFIG) config: AppConfig) {
    const read = async (site: Site) => (await client.request(LightningSwitchDocument, {}, { site })).getGlobalParameterByNameAndEntry?.parameterValue;
    this.switch = new GlobalSwitch(read, LIGHTNING_SWITCH.on, config.lightning.switchCacheMs);
  }

  async isOn(site: Site): Promise<boolean> {
    return (await this.switch.isOn(site)) ?? false;
  }
}
