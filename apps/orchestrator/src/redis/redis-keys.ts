/**
 * Builds the app's Redis keys under REDIS_KEY_PREFIX, so several stacks (and test files) can
 * share one Redis without touching each other's data.
 */
export class RedisKeys {
  constructor(readonly prefix: string) {}

  key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  /** The upstream API token shared by all orchestrator instances. */
  get upstreamToken(): string {
    return this.key('upstream', 'token');
  }
}
