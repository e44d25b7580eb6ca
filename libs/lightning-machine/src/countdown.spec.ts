import { COUNTDOWN_DAYS_THRESHOLD_MS, DAY_MS, formatCountdown, HOUR_MS, SECOND_MS } from './index.js';

describe('formatCountdown (spec §4, boundaries of §9)', () => {
  it('uses the spec constant for 3 days', () => {
    expect(COUNTDOWN_DAYS_THRESHOLD_MS).toBe(259200000);
  });

  it.each([
    ['3 days + 1 ms', 3 * DAY_MS + 1, { kind: 'days', days: 3 }],
    ['4 days', 4 * DAY_MS, { kind: 'days', days: 4 }],
    ['10 days - 1 ms', 10 * DAY_MS - 1, { kind: 'days', days: 9 }],
    ['exactly 3 days', 3 * DAY_MS, { kind: 'hours', text: '72:00:00' }],
    ['3 days - 1 ms', 3 * DAY_MS - 1, { kind: 'hours', text: '71:59:59' }],
    ['1 day + 1 ms', DAY_MS + 1, { kind: 'hours', text: '24:00:00' }],
    ['exactly 1 day', DAY_MS, { kind: 'hours', text: '24:00:00' }],
    ['1 day - 1 ms', DAY_MS - 1, { kind: 'hours', text: '23:59:59' }],
    ['1 h 2 min 3 s', HOUR_MS + 2 * 60_000 + 3 * SECOND_MS + 999, { kind: 'hours', text: '01:02:03' }],
    ['1 hour + 1 ms', HOUR_MS + 1, { kind: 'hours', text: '01:00:00' }],
    ['exactly 1 hour', HOUR_MS, { kind: 'hours', text: '01:00:00' }],
    ['1 hour - 1 ms', HOUR_MS - 1, { kind: 'minutes', text: '59:59' }],
    ['5 min 7 s', 5 * 60_000 + 7 * SECOND_MS, { kind: 'minutes', text: '05:07' }],
    ['1 second + 1 ms', SECOND_MS + 1, { kind: 'minutes', text: '00:01' }],
    ['exactly 1 second', SECOND_MS, { kind: 'minutes', text: '00:01' }],
    ['1 second - 1 ms', SECOND_MS - 1, { kind: 'zero', text: '00:00' }],
    ['1 ms', 1, { kind: 'zero', text: '00:00' }],
    ['0', 0, { kind: 'zero', text: '00:00' }],
    ['-1 ms', -1, { kind: 'zero', text: '00:00' }],
    ['an hour ago', -HOUR_MS, { kind: 'zero', text: '00:00' }],
    ['NaN', Number.NaN, { kind: 'zero', text: '00:00' }],
  ])('%s', (_name, ms, expected) => {
    expect(formatCountdown(ms)).toEqual(expected);
  });
});
