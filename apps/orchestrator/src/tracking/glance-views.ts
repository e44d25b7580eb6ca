import { Inject, Injectable } from '@nestjs/common';
import type { GlanceViewRateLimitedError, RecordGlanceViewInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { RecordGlanceViewDocument } from '@tafel/graphql-schema/upstream-client';
import type { TypedValidationError } from '../cart/index.js';
import { limitSubject } from '../common/client-address.js';
import { requireSafeId } from '../common/ids.js';
import type { RedisClient } from '../redis/redis-client.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { countInWindows, hashedSubject } from '../redis/window-counter.js';
import type { Shopper } from '../request/index.js';
import { fieldError, type Typed } from '../request/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { batchRefused } from './tracking-results.js';

/** Product views per visitor and per client address in one window: a shopper browsing fast stays far below. */
export const GLANCE_VIEWS_PER_VISITOR = 60;
export const GLANCE_VIEWS_PER_ADDRESS = 600;
export const GLANCE_WINDOW_MS = 60_000;
/** The upstream's rule for domain (stand-in content.graphql recordGlanceView): a host, with a port at most. */
export const GLANCE_DOMAIN_MAX = 253;
const DOMAIN = /^[A-Za-z0-9.:-]+$/;
export const GLANCE_RATE_LIMITED_KEY = 'tafel.tracking.rateLimited';

type TypedGlanceRateLimited = Typed<GlanceViewRateLimitedError, 'GlanceViewRateLimitedError'>;
export type GlanceViewAnswer = { __typename: 'GlanceViewRecorded'; recorded: boolean } | TypedValidationError | TypedGlanceRateLimited;

/** The domain as the upstream takes it, or the field's refusal; null/empty: none sent. */
export function checkGlanceDomain(domain: string | null | undefined): { ok: true; value: string | null } | { ok: false; result: TypedValidationError } {
  if (domain === null || domain === undefined || domain === '') return { ok: true, value: null };
  if (domain.length <= GLANCE_DOMAIN_MAX && DOMAIN.test(domain)) return { ok: true, value: domain.toLowerCase() };
  return { ok: false, result: batchRefused([fieldError('domain', 'tafel.tracking.invalidDomain', `domain must be at most ${GLANCE_DOMAIN_MAX} letters, digits, '.', '-' or ':'`)]) };
}

/**
 * Catalogue spec §7 recordGlanceView: a product page view to the upstream with the visitor's
 * session. Anyone can post it, so it is counted per visitor and per address before the upstream
 * is asked; input is checked first (ids, domain), so a malformed call costs no count.
 */
@Injectable()
export class GlanceViews {
  constructor(
    private readonly upstream: UpstreamClient,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
  ) {}

  async record(shopper: Shopper, address: string, input: RecordGlanceViewInput): Promise<GlanceViewAnswer> {
    const productId = requireSafeId('productId', input.productId);
    const itemId = input.itemId === null || input.itemId === undefined ? null : requireSafeId('itemId', input.itemId);
    const domain = checkGlanceDomain(input.domain);
    if (!domain.ok) return domain.result;
    const subject = hashedSubject(limitSubject(address));
    const counters = [{ key: this.keys.key('rl', 'glance-address', subject), limit: GLANCE_VIEWS_PER_ADDRESS }];
    // A visitor without a user id is known by their address alone.
    counters.push({ key: this.keys.key('rl', 'glance', shopper.userId ? hashedSubject(shopper.userId) : subject), limit: GLANCE_VIEWS_PER_VISITOR });
    const wait = await countInWindows(this.redis, counters, GLANCE_WINDOW_MS);
    if (wait !== null) {
      return { __typename: 'GlanceViewRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: GLANCE_RATE_LIMITED_KEY, message: `Too many product views; try again in ${wait} s`, retryAfterSeconds: wait };
    }
    const { recordGlanceView: answer } = await this.upstream.request(
      RecordGlanceViewDocument,
      { productId, itemId, domain: domain.value },
      { userId: shopper.userId, jwt: shopper.jwt, site: shopper.site },
    );
    if (!answer.successful) {
      return batchRefused(
        answer.fieldErrors.map((e) => fieldError(e.fieldName, e.errorMessage, `${e.fieldName}: ${e.errorMessage}`)),
        answer.errorMessage ?? 'tafel.tracking.invalidInput',
      );
    }
    return { __typename: 'GlanceViewRecorded', recorded: true };
  }
}
