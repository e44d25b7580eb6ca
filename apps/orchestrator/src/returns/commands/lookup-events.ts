import type { ReturnsEvent } from '@tafel/returns-machine';
import type { LookupAnswer } from '../upstream/return-mapping.js';
import type { UpstreamAnswer } from '../upstream/returns-upstream.js';
import { failureEvent } from './return-pipeline.js';

/** The machine's report of a lookup's answer (and the prices' currency when found); null when returns were switched off. */
export function lookupReport(answer: UpstreamAnswer<LookupAnswer>): { event: ReturnsEvent; currency?: string } | null {
  if (answer.kind !== 'ok') {
    const event = failureEvent(answer);
    return event === null ? null : { event };
  }
  const found = answer.value;
  return found.found ? { event: { type: 'lookup.found', order: found.order }, currency: found.currency } : { event: { type: 'lookup.notFound', messageKey: found.messageKey } };
}
