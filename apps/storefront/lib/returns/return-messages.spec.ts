import { describe, expect, it } from '@jest/globals';
import { GUARD_REASONS } from '@tafel/returns-machine';
import { MESSAGES_DE } from '@/lib/i18n/messages-de';
import { MESSAGES_EN } from '@/lib/i18n/messages-en';
import { returnReasonKey } from './return-messages';

describe('returnReasonKey', () => {
  it('has a German and an English text for every reason the returns machine gives', () => {
    const missing = GUARD_REASONS.map(returnReasonKey).filter((key) => !Object.hasOwn(MESSAGES_DE, key) || !Object.hasOwn(MESSAGES_EN, key));
    expect(missing).toEqual([]);
  });
});
