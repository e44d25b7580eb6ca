import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../redis/redis-client.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { REDIS } from '../redis/redis.module.js';
import { describeNetworkError } from '../upstream/upstream-errors.js';

export interface DependencyHealth {
  status: 'up' | 'down';
  latencyMs: number;
  /** Why it is down; absent when up. */
  error?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  redis: DependencyHealth;
  upstream: DependencyHealth;
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: RedisClient,
  ) {}

  async check(): Promise<HealthReport> {
    const timeoutMs = this.config.healthCheckTimeoutMs;
    // Each dependency gets this long to answer, so /healthz never hangs a probe.
    const [redis, upstream] = await Promise.all([
      probe(timeoutMs, async () => {
        const reply = await this.redis.ping();
        if (reply !== 'PONG') throw new Error(`PING answered ${reply}`);
      }),
      probe(timeoutMs, async (signal) => {
        const response = await fetch(`${this.config.upstreamUrl}/healthz`, { signal });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      }),
    ]);
    return { status: redis.status === 'up' && upstream.status === 'up' ? 'ok' : 'degraded', redis, upstream };
  }
}

async function probe(timeoutMs: number, check: (signal: AbortSignal) => Promise<void>): Promise<DependencyHealth> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${timeoutMs}ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([check(controller.signal), timeout]);
    return { status: 'up', latencyMs: elapsed(started) };
  } catch (error) {
    return { status: 'down', latencyMs: elapsed(started), error: describeNetworkError(error) };
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (started: number): number => Math.round((performance.now() - started) * 10) / 10;
