import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClient } from '../redis/redis-client.js';
import { UpstreamError } from '../common/app-error.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DEFAULT_SITE, type Site } from '../common/site.js';
import { LuaScript } from '../redis/lua-script.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { REDIS } from '../redis/redis.module.js';
import { describeNetworkError, isTimeout, parseJsonOrNull, timeoutMessage, withTimeout } from './upstream-errors.js';

/** Spec §7/§9: a token is used until 60 s before it expires. */
export const TOKEN_EXPIRY_MARGIN_S = 60;
const TOKEN_ATTEMPTS = 2; // spec §7: "retried once"

const DELETE_IF_SAME = new LuaScript("if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0", 1);

interface CachedToken {
  token: string;
  validUntil: number;
}

class TokenAttemptError extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

/**
 * The upstream API tokens (client credentials), one per site: the token's scope is the shop
 * (spec §3: the token carries shop_id). Cached in memory and in Redis so every orchestrator
 * instance shares one token per site; concurrent callers share one request for it.
 */
@Injectable()
export class TokenProvider {
  private readonly scopes = new Map<Site, ScopedToken>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
  ) {}

  /** A token of the site valid for at least another 60 s: from memory, else Redis, else the endpoint. */
  getToken(site: Site = DEFAULT_SITE): Promise<string> {
    return this.scope(site).getToken();
  }

  /** Replaces a token of the site the upstream refused (see ScopedToken.renewToken). */
  renewToken(rejected: string, site: Site = DEFAULT_SITE): Promise<string> {
    return this.scope(site).renewToken(rejected);
  }

  private scope(site: Site): ScopedToken {
    let scoped = this.scopes.get(site);
    if (!scoped) {
      // The default site keeps the key it always had, so a rolling update shares the token.
      const key = site === DEFAULT_SITE ? this.keys.upstreamToken : `${this.keys.upstreamToken}:${site}`;
      scoped = new ScopedToken(this.config, this.redis, key, site);
      this.scopes.set(site, scoped);
    }
    return scoped;
  }
}

/** The token of one scope (site). */
class ScopedToken {
  private readonly logger = new Logger('UpstreamToken');
  private cached: CachedToken | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisClient,
    private readonly redisKey: string,
    private readonly site: Site,
  ) {}

  async getToken(): Promise<string> {
    if (this.isValid(this.cached)) return this.cached.token;
    return this.singleFlight(() => this.obtain());
  }

  /**
   * Replaces a token the upstream refused (spec §8 INVALID_TOKEN): drops it from memory and
   * Redis and asks the endpoint, never Redis, since after a revocation the shared token may be
   * as dead as ours.
   */
  async renewToken(rejected: string): Promise<string> {
    // A concurrent call may have renewed it already.
    if (this.isValid(this.cached) && this.cached.token !== rejected) return this.cached.token;
    if (this.cached?.token === rejected) this.cached = null;
    await this.dropShared(rejected);
    const token = await this.singleFlight(() => this.fetchAndShare());
    // A request under way before the refusal may have handed out the rejected token again.
    return token === rejected ? this.singleFlight(() => this.fetchAndShare()) : token;
  }

  private isValid(entry: CachedToken | null): entry is CachedToken {
    return entry !== null && Date.now() < entry.validUntil;
  }

  private singleFlight(load: () => Promise<string>): Promise<string> {
    this.inFlight ??= load().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async obtain(): Promise<string> {
    const shared = await this.readShared();
    if (shared) {
      this.cached = shared;
      return shared.token;
    }
    return this.fetchAndShare();
  }

  private async fetchAndShare(): Promise<string> {
    const { token, expiresIn } = await this.fetchWithRetry();
    const ttlMs = (expiresIn - TOKEN_EXPIRY_MARGIN_S) * 1000;
    // A token living under 60 s is used for this call only, never cached.
    this.cached = { token, validUntil: Date.now() + Math.max(ttlMs, 0) };
    if (ttlMs > 0) await this.writeShared(token, ttlMs);
    return token;
  }

  // Only if it is still the refused token: a fresh one another instance stored must survive.
  private async dropShared(token: string): Promise<void> {
    try {
      await DELETE_IF_SAME.run(this.redis, [this.redisKey], [token]);
    } catch (error) {
      this.logger.warn(`Could not drop the shared token in Redis: ${describeNetworkError(error)}`);
    }
  }

  // Redis only saves token requests; when it is away the endpoint is asked directly.
  private async readShared(): Promise<CachedToken | null> {
    try {
      const [token, ttl] = await Promise.all([this.redis.get(this.redisKey), this.redis.pttl(this.redisKey)]);
      return token && ttl > 0 ? { token, validUntil: Date.now() + ttl } : null;
    } catch (error) {
      this.logger.warn(`Could not read the shared token from Redis: ${describeNetworkError(error)}`);
      return null;
    }
  }

  private async writeShared(token: string, ttlMs: number): Promise<void> {
    try {
      await this.redis.set(this.redisKey, token, 'PX', ttlMs);
    } catch (error) {
      this.logger.warn(`Could not share the token in Redis: ${describeNetworkError(error)}`);
    }
  }

  private async fetchWithRetry(): Promise<{ token: string; expiresIn: number }> {
    let last: TokenAttemptError | undefined;
    for (let attempt = 1; attempt <= TOKEN_ATTEMPTS; attempt += 1) {
      try {
        return await this.requestToken();
      } catch (error) {
        last = error instanceof TokenAttemptError ? error : new TokenAttemptError(String(error), false);
        // One line per failed call, never with the credentials or a token.
        this.logger.warn(`oauth/token failed (attempt ${attempt} of ${TOKEN_ATTEMPTS}): UPSTREAM_UNAVAILABLE/TOKEN_FAILED: ${last.message}`);
        if (last.final) break;
      }
    }
    throw new UpstreamError('UPSTREAM_UNAVAILABLE', `Could not obtain an upstream API token: ${last?.message}`, {
      reason: 'TOKEN_FAILED',
      operation: 'oauth/token',
    });
  }

  private async requestToken(): Promise<{ token: string; expiresIn: number }> {
    const { upstreamUrl, upstreamClientId, upstreamClientSecret, upstreamTokenTimeoutMs } = this.config;
    // RFC 6749 §2.3.1: id and secret are form-encoded before they are joined and base64-encoded.
    const basic = Buffer.from(`${encodeURIComponent(upstreamClientId)}:${encodeURIComponent(upstreamClientSecret)}`).toString('base64');
    let response: Response;
    let text: string;
    try {
      ({ response, text } = await withTimeout(upstreamTokenTimeoutMs, async (signal) => {
        const answer = await fetch(`${upstreamUrl}/oauth/token`, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
          body: new URLSearchParams({ grant_type: 'client_credentials', scope: this.site }),
          signal,
        });
        return { response: answer, text: await answer.text() };
      }));
    } catch (error) {
      throw new TokenAttemptError(isTimeout(error) ? timeoutMessage(upstreamTokenTimeoutMs) : describeNetworkError(error), false);
    }
    if (!response.ok) {
      // Wrong credentials stay wrong: only server-side failures are worth the one retry.
      const final = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
      throw new TokenAttemptError(`token endpoint answered HTTP ${response.status}`, final);
    }
    const body = parseJsonOrNull(text) as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof body?.access_token !== 'string' || !body.access_token || typeof body.expires_in !== 'number') {
      throw new TokenAttemptError('token endpoint answered without access_token/expires_in', false);
    }
    return { token: body.access_token, expiresIn: body.expires_in };
  }
}
