import { Inject, Injectable } from '@nestjs/common';
import { ReturnSwitchDocument } from '@tafel/graphql-schema/upstream-client';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Site } from '../../common/site.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';

/** The upstream's global return switch: parameter returnSwitch, entry returns (spec §2, §6). */
export const RETURN_SWITCH = { name: 'returnSwitch', entry: 'returns' } as const;

/**
 * Whether returns are on: the switch equals the string 'true' (spec §2). Cached per site for
 * RETURN_SWITCH_CACHE_MS (every command and page asks; the switch changes rarely). An unreadable
 * switch is not cached and answers null: callers decide (commands: upstream unavailable).
 */
@Injectable()
export class ReturnSwitch {
  private readonly cache = new Map<Site, { on: boolean; until: number }>();
  private readonly pending = new Map<Site, Promise<boolean | null>>();

  constructor(
    private readonly client: UpstreamClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async isOn(site: Site): Promise<boolean | null> {
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

  private async read(site: Site): Promise<boolean | null> {
    try {
      const { getGlobalParameterByNameAndEntry: value } = await this.client.request(ReturnSwitchDocument, { ...RETURN_SWITCH }, { site });
      const on = value?.parameterValue === 'true';
      if (this.config.returns.switchCacheMs > 0) this.cache.set(site, { on, until: Date.now() + this.config.returns.switchCacheMs });
      return on;
    } catch {
      return null;
    }
  }

  /** Forgets the cached answer (an upstream call said returns are off meanwhile). */
  forget(site: Site): void {
    this.cache.delete(site);
  }
}
