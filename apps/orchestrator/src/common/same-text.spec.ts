import { sameText } from './same-text.js';

describe('sameText', () => {
  it('is true for equal texts only, whatever their lengths', () => {
    expect(sameText('u-123', 'u-123')).toBe(true);
    expect(sameText('u-123', 'u-124')).toBe(false);
    expect(sameText('u-123', 'u-1234')).toBe(false);
    expect(sameText('', '')).toBe(true);
    expect(sameText('ä', 'a')).toBe(false);
  });
});
