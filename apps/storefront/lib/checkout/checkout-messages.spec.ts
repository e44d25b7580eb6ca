import { describe, expect, it } from '@jest/globals';
import { SERVICE_UNAVAILABLE_KEY } from '@tafel/domain';
import { CHECKOUT_MESSAGE_KEYS, unavailableMessageKey } from './checkout-messages';
import { TIMEOUT_MESSAGE } from '@/lib/shop-api/graphql-transport';
import { translator } from '@/lib/i18n/i18n';
import { NETWORK_ERROR_MESSAGE } from '@/lib/shop-api/shop-answer';

describe('unavailableMessageKey', () => {
  it("asks to try again shortly when the orchestrator's Redis or workers are away (SERVICE_UNAVAILABLE)", () => {
    expect(unavailableMessageKey('SERVICE_UNAVAILABLE', false)).toBe(SERVICE_UNAVAILABLE_KEY);
    expect(translator('de-DE').message(SERVICE_UNAVAILABLE_KEY)).toBe(
      'Das hat gerade nicht geklappt, weil unser System kurz nicht verfügbar ist. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
    );
    expect(CHECKOUT_MESSAGE_KEYS).toContain(SERVICE_UNAVAILABLE_KEY);
  });

  it('keeps the spec texts for a timeout and an unreachable orchestrator or upstream', () => {
    expect(unavailableMessageKey(undefined, true)).toBe(TIMEOUT_MESSAGE);
    expect(unavailableMessageKey('UPSTREAM_TIMEOUT', true)).toBe(TIMEOUT_MESSAGE);
    expect(unavailableMessageKey(undefined, false)).toBe(NETWORK_ERROR_MESSAGE);
    expect(unavailableMessageKey('UPSTREAM_UNAVAILABLE', false)).toBe(NETWORK_ERROR_MESSAGE);
  });
});
