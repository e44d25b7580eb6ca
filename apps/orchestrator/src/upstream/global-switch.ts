import type { Site } from '../common/site.js';

/** Reads a global parameter's current value for a site (undefined/null: the upstream has none). */
export type ReadParameter = (site: Site) => Promise<string | null | undefined>;

/**
 * An upstream global parameter read as an on/off switch: on when it equals `onValue`. Features
 * ask on every query, so the answer is cached per site for `cacheMs` (0: not cached), and one
 * read per site runs at a time. An unreadable switch is not cached and answers null, so each
 * feature decides what an unknown switch means.
 */
export class GlobalSwitch {
  private readonly cache = new Map<Site, { on: boolean; until: number }>();
  private readonly pending = new Map<Site, Promise<boolean | null>>();

  constructor(
    private readonly readParameter: ReadParameter,
    private readonly onValue: string,
    private readonly cacheMs: number,
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

  /** Forgets the cached answer (an upstream call showed the switch changed meanwhile). */
  forget(site: Site): void {
    this.cache.delete(site);
  }

  private async read(site: Site): Promise<boolean | null> {
    try {
      const on = (await this.readParameter(site)) === this.onValue;
      if (this.cacheMs > 0) this.cache.set(site, { on, until: Date.now() + this.cacheMs });
      return on;
    } catch {
      return null;
    }
  }
}
