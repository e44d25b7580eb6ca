import { Inject, Injectable } from '@nestjs/common';
import { ReturnSwitchDocument } from '@tafel/graphql-schema/upstream-client';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Site } from '../../common/site.js';
import { GlobalSwitch } from '../../upstream/global-switch.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';

/** The upstream's global return switch: parameter returnSwitch, entry returns (spec §2, §6). */
export const RETURN_SWITCH = { name: 'returnSwitch', entry: 'returns' } as const;

/**
 * Whether returns are on: the switch equals the string 'true' (spec §2). Cached per site for
 * RETURN_SWITCH_CACHE_MS (every command and page asks; the switch changes rarely). An unreadable
 * switch answers null: callers decide (commands: upstream unavailable).
 */
@Injectable()
export class ReturnSwitch {
  private readonly switch: GlobalSwitch;

  constructor(client: UpstreamClient, @Inject(APP_CONFIG) config: AppConfig) {
    const read = async (site: Site) => (await client.request(ReturnSwitchDocument, { ...RETURN_SWITCH }, { site })).getGlobalParameterByNameAndEntry?.parameterValue;
    this.switch = new GlobalSwitch(read, 'true', config.returns.switchCacheMs);
  }

  isOn(site: Site): Promise<boolean | null> {
    return this.switch.isOn(site);
  }

  /** Forgets the cached answer (an upstream call said returns are off meanwhile). */
  forget(site: Site): void {
    this.switch.forget(site);
  }
}
