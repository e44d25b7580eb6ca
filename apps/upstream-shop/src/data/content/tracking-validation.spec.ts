import { MAX_TRACKING_PAYLOAD_BYTES } from '@tafel/domain';
import { eventProblems, glanceViewProblems } from './tracking-validation.js';

// The batch rules themselves are libs/domain's (tracking.spec.ts); these check the API's wording.

describe('eventProblems', () => {
  it('accepts the spec events with JSON payloads and ISO timestamps', () => {
    const events = ['view_promotion', 'select_item', 'web-vitals', 'Meta', 'add_to_wishlist'].map((name) => ({ name, payload: '{"a":1}', timestamp: '2024-09-01T10:00:00.000Z' }));
    expect(eventProblems(events)).toEqual([]);
    expect(eventProblems([{ name: 'interaction' }])).toEqual([]);
    expect(eventProblems([])).toEqual([]);
  });

  it('reports every bad field with its path', () => {
    expect(
      eventProblems([
        { name: '' },
        { name: '1abc', payload: '{not json', timestamp: 'yesterday' },
        { name: 'x'.repeat(65) },
        { name: 'ok', payload: JSON.stringify({ s: 'x'.repeat(MAX_TRACKING_PAYLOAD_BYTES) }) },
      ]),
    ).toEqual([
      { fieldName: 'events.0.name', errorMessage: 'vue.form.error.requiredField' },
      { fieldName: 'events.1.name', errorMessage: 'ishop.api.error.tracking.invalid_name' },
      { fieldName: 'events.1.payload', errorMessage: 'ishop.api.error.tracking.invalid_json' },
      { fieldName: 'events.1.timestamp', errorMessage: 'ishop.api.error.tracking.invalid_timestamp' },
      { fieldName: 'events.2.name', errorMessage: 'vue.form.error.maxLength' },
      { fieldName: 'events.3.payload', errorMessage: 'vue.form.error.maxLength' },
    ]);
  });

  it('counts the payload limit in UTF-8 bytes', () => {
    const umlauts = JSON.stringify('ä'.repeat(4094)); // 8188 bytes + 2 quotes = 8190
    expect(eventProblems([{ name: 'a', payload: umlauts }])).toEqual([]);
    expect(eventProblems([{ name: 'a', payload: JSON.stringify('ä'.repeat(4096)) }])).toHaveLength(1);
  });

  it('refuses more than 50 events as a whole', () => {
    expect(eventProblems(Array.from({ length: 51 }, () => ({ name: 'a' })))).toEqual([{ fieldName: 'events', errorMessage: 'ishop.api.error.tracking.too_many_events' }]);
    expect(eventProblems(Array.from({ length: 50 }, () => ({ name: 'a' })))).toEqual([]);
  });
});

describe('glanceViewProblems', () => {
  it('checks ids and the domain', () => {
    expect(glanceViewProblems('10401', '10401-01', 'www.tafel.de')).toEqual([]);
    expect(glanceViewProblems('10401', null, 'localhost:3000')).toEqual([]);
    expect(glanceViewProblems('', 'x'.repeat(101), 'bad domain/')).toEqual([
      { fieldName: 'productId', errorMessage: 'vue.form.error.requiredField' },
      { fieldName: 'itemId', errorMessage: 'vue.form.error.maxLength' },
      { fieldName: 'domain', errorMessage: 'ishop.api.error.tracking.invalid_domain' },
    ]);
  });
});
