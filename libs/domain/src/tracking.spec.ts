import {
  isIsoDateTime,
  isJsonText,
  MAX_TRACKING_PAYLOAD_BYTES,
  TRACKING_EVENT_NAME_PATTERN,
  trackingBatchProblems,
  TrackingKeys,
  utf8ByteLength,
} from './tracking.js';
import { ValidationKeys } from './validation.js';

// The wording of the upstream's tracking_addEvents (upstream content SDL): all or none; at most 50
// events; name 1 to 64 characters (a letter, then letters, digits, '_', '-', '.'); payload optional,
// a JSON text of at most 8192 bytes; timestamp optional, ISO 8601.
describe('trackingBatchProblems', () => {
  it('accepts the spec events with JSON payloads and ISO timestamps, events without them and an empty batch', () => {
    const events = ['view_promotion', 'select_item', 'web-vitals', 'Meta', 'add_to_wishlist', 'a.b'].map((name) => ({
      name,
      payload: '{"a":1}',
      timestamp: '2024-09-01T10:00:00.000Z',
    }));
    expect(trackingBatchProblems(events)).toEqual([]);
    expect(trackingBatchProblems([{ name: 'interaction' }, { name: 'x', payload: null, timestamp: null }])).toEqual([]);
    expect(trackingBatchProblems([])).toEqual([]);
  });

  it('reports every problem with its input path, in event order', () => {
    expect(
      trackingBatchProblems([
        { name: '' },
        { name: '1abc', payload: '{not json', timestamp: 'yesterday' },
        { name: 'x'.repeat(65) },
        { name: 'ok', payload: JSON.stringify({ s: 'x'.repeat(MAX_TRACKING_PAYLOAD_BYTES) }) },
        { name: 'ok', payload: '' },
      ]),
    ).toEqual([
      { field: 'events.0.name', messageKey: 'vue.form.error.requiredField' },
      { field: 'events.1.name', messageKey: 'ishop.api.error.tracking.invalid_name' },
      { field: 'events.1.payload', messageKey: 'ishop.api.error.tracking.invalid_json' },
      { field: 'events.1.timestamp', messageKey: 'ishop.api.error.tracking.invalid_timestamp' },
      { field: 'events.2.name', messageKey: 'vue.form.error.maxLength', params: { max: '64' } },
      { field: 'events.3.payload', messageKey: 'vue.form.error.maxLength', params: { max: '8192' } },
      { field: 'events.4.payload', messageKey: 'ishop.api.error.tracking.invalid_json' },
    ]);
  });

  it('takes names of 1 to 64 characters: a letter, then letters, digits, _ - .', () => {
    const nameProblems = (name: string) => trackingBatchProblems([{ name }]).map((p) => p.messageKey);
    expect(nameProblems('a')).toEqual([]);
    expect(nameProblems('a'.repeat(64))).toEqual([]);
    expect(nameProblems('   ')).toEqual([ValidationKeys.required]);
    for (const bad of ['_x', '-x', '.x', 'add to cart', 'größe', 'a/b', 'a:b']) expect(nameProblems(bad)).toEqual([TrackingKeys.invalidName]);
    expect(TRACKING_EVENT_NAME_PATTERN.test('web-vitals')).toBe(true);
  });

  it('counts the payload limit in UTF-8 bytes: 8192 pass, 8193 do not', () => {
    const ofBytes = (n: number) => JSON.stringify('x'.repeat(n - 2)); // the quotes are 2 bytes
    expect(trackingBatchProblems([{ name: 'a', payload: ofBytes(8192) }])).toEqual([]);
    expect(trackingBatchProblems([{ name: 'a', payload: ofBytes(8193) }])).toEqual([
      { field: 'events.0.payload', messageKey: ValidationKeys.maxLength, params: { max: '8192' } },
    ]);
    const umlauts = JSON.stringify('ä'.repeat(4094)); // 8188 bytes + 2 quotes = 8190, though only 4096 characters
    expect(trackingBatchProblems([{ name: 'a', payload: umlauts }])).toEqual([]);
    expect(trackingBatchProblems([{ name: 'a', payload: JSON.stringify('ä'.repeat(4096)) }])).toHaveLength(1);
  });

  it('refuses more than 50 events as a whole, without looking at them', () => {
    expect(trackingBatchProblems(Array.from({ length: 51 }, () => ({ name: '' })))).toEqual([
      { field: 'events', messageKey: 'ishop.api.error.tracking.too_many_events', params: { max: '50' } },
    ]);
    expect(trackingBatchProblems(Array.from({ length: 50 }, () => ({ name: 'a' })))).toEqual([]);
  });

  it('takes event ids of 8 to 64 letters, digits, _ and -, each once in a batch; events without one too', () => {
    expect(trackingBatchProblems([{ id: 'a1b2c3d4', name: 'a' }, { id: `Z_-${'9'.repeat(61)}`, name: 'b' }, { name: 'c' }, { id: null, name: 'd' }])).toEqual([]);
    expect(trackingBatchProblems([{ id: 'short', name: 'a' }, { id: 'x'.repeat(65), name: 'b' }, { id: 'mit leer', name: 'c' }, { id: '', name: 'd' }])).toEqual([
      { field: 'events.0.id', messageKey: TrackingKeys.invalidId },
      { field: 'events.1.id', messageKey: TrackingKeys.invalidId },
      { field: 'events.2.id', messageKey: TrackingKeys.invalidId },
      { field: 'events.3.id', messageKey: TrackingKeys.invalidId },
    ]);
    expect(trackingBatchProblems([{ id: 'event-0001', name: 'a' }, { id: 'event-0002', name: 'b' }, { id: 'event-0001', name: 'c' }])).toEqual([
      { field: 'events.2.id', messageKey: TrackingKeys.duplicateId },
    ]);
  });
});

describe('isIsoDateTime', () => {
  it.each([
    ['2024-09-01T10:00:00Z', true],
    ['2024-09-01T10:00:00.123+02:00', true],
    ['2024-09-01T10:00:00.123456789-05:30', true],
    ['2024-09-01', false],
    ['2024-09-01T10:00:00', false],
    ['2024-09-01T10:00Z', false],
    ['2024-13-01T10:00:00Z', false],
    ['1725184800000', false],
    ['', false],
  ])('%s → %s', (value, ok) => {
    expect(isIsoDateTime(value)).toBe(ok);
  });
});

describe('isJsonText', () => {
  it.each([
    ['{"a":1}', true],
    ['[]', true],
    ['"text"', true],
    ['null', true],
    ['', false],
    ['{a:1}', false],
    ["{'a':1}", false],
  ])('%s → %s', (value, ok) => {
    expect(isJsonText(value)).toBe(ok);
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['ä', 2],
    ['€', 3],
    ['😀', 4],
    ['a😀ä€', 10],
    ['\ud800', 3], // a lone high surrogate is written as U+FFFD
    ['\udc00x', 4],
    ['\ud800\ud800\udc00', 7],
  ])('%j → %d bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });

  it('agrees with the runtime encoder', () => {
    const samples = ['Grüße aus Österreich', 'x'.repeat(9000), '日本語テキスト', '🎒✏️📐', 'mixed \u0000 \u07ff \u0800 \uffff'];
    for (const text of samples) expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
  });
});
