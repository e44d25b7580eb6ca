import { sameInstant } from './instant.js';

describe('sameInstant', () => {
  it('takes two spellings of one instant as the same end', () => {
    expect(sameInstant('2026-11-27T00:15:00.000Z', '2026-11-27T01:15:00+01:00')).toBe(true);
    expect(sameInstant('2026-11-27T00:15:00.000Z', '2026-11-27T00:15:00.001Z')).toBe(false);
  });

  it('never takes a missing or unreadable timestamp as the same', () => {
    expect(sameInstant('2026-11-27T00:15:00.000Z', null)).toBe(false);
    expect(sameInstant(null, null)).toBe(false);
    expect(sameInstant('soon', 'soon')).toBe(false);
    expect(sameInstant(42, '1970-01-01T00:00:00.042Z')).toBe(false);
  });
});
