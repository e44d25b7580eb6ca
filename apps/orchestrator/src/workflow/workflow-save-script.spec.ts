import { AppError } from '../common/app-error.js';
import { requireWorkflowId, workflowKeys } from './workflow-keys.js';
import { buildSaveScriptCall, type WorkflowEventInput } from './workflow-save-script.js';
import { parseHistoryEntry, WorkflowDataError } from './workflow-store.js';

const keys = workflowKeys('tafel', 'cart-1');
const state = { machine: 'checkout', machineVersion: 1, snapshot: { value: 'shipping', context: { n: 1 } } };
const event: WorkflowEventInput = {
  type: 'SAVE_SHIPPING',
  command: 'SaveShippingStepCommand',
  actor: 'shopper',
  resultingState: 'payment',
  at: new Date('2024-05-01T10:00:00.000Z'),
};

describe('workflowKeys', () => {
  it('hash-tags both keys with the workflow id (one cluster slot)', () => {
    expect(workflowKeys('tafel', 'cart:1_a-B')).toEqual({
      base: 'tafel:wf:{cart:1_a-B}',
      state: 'tafel:wf:{cart:1_a-B}:state',
      events: 'tafel:wf:{cart:1_a-B}:events',
      outbox: 'tafel:wf:{cart:1_a-B}:outbox',
    });
  });

  it.each(['', 'a'.repeat(129), 'with space', 'brace{x}', 'brace}', 'ü', 'a*b', 'new\nline'])('refuses the id %j with BAD_USER_INPUT', (id) => {
    expect(() => requireWorkflowId(id)).toThrow(AppError);
    expect(() => workflowKeys('tafel', id)).toThrow(/workflowId must be 1-128 characters/);
  });

  it('accepts 128 characters', () => {
    expect(requireWorkflowId('a'.repeat(128))).toHaveLength(128);
  });

  it('refuses non-strings', () => {
    expect(() => requireWorkflowId(42)).toThrow(/\(got 42\)$/);
    expect(() => requireWorkflowId(undefined)).toThrow(AppError);
  });
});

describe('buildSaveScriptCall', () => {
  it('builds KEYS and ARGV in the order the script reads them', () => {
    expect(buildSaveScriptCall(keys, 3, state, event)).toEqual({
      keys: ['tafel:wf:{cart-1}:state', 'tafel:wf:{cart-1}:events', 'tafel:wf:{cart-1}:outbox'],
      args: [
        '3',
        'checkout',
        '1',
        '{"value":"shipping","context":{"n":1}}',
        '2024-05-01T10:00:00.000Z',
        '0',
        '0',
        '2024-05-01T10:00:00.000Z',
        'SAVE_SHIPPING',
        'SaveShippingStepCommand',
        'shopper',
        'payment',
        '',
        '0',
      ],
    });
  });

  it('passes meta pairs, the TTL and several events with their payloads', () => {
    const second = { ...event, type: 'shipping.saved', actor: 'system' as const, at: new Date('2024-05-01T10:00:01.000Z'), payload: { session: 'guest' } };
    const call = buildSaveScriptCall(keys, 0, { ...state, meta: { owner: 'u-1', site: 'de-de' }, ttlMs: 60_000 }, [event, second]);
    expect(call.args.slice(4, 11)).toEqual(['2024-05-01T10:00:01.000Z', '60000', '2', 'owner', 'u-1', 'site', 'de-de']);
    expect(call.args.slice(11)).toEqual([
      '2024-05-01T10:00:00.000Z', 'SAVE_SHIPPING', 'SaveShippingStepCommand', 'shopper', 'payment', '',
      '2024-05-01T10:00:01.000Z', 'shipping.saved', 'SaveShippingStepCommand', 'system', 'payment', '{"session":"guest"}',
      '0',
    ]);
  });

  it('puts the outbox entries and their count after the events', () => {
    const outbox = [
      { key: '4:order-submit', value: '{"queue":"order-submit"}' },
      { key: '4:other', value: '{"queue":"x"}' },
    ];
    const call = buildSaveScriptCall(keys, 3, state, event, undefined, outbox);
    expect(call.args.slice(-5)).toEqual(['4:order-submit', '{"queue":"order-submit"}', '4:other', '{"queue":"x"}', '2']);
  });

  it.each([
    ['a key with a space', [{ key: 'a b', value: 'v' }], /outbox\[0\]\.key/],
    ['an empty value', [{ key: '1:job', value: '' }], /outbox\[0\]\.value/],
    ['21 entries', Array.from({ length: 21 }, (_, i) => ({ key: `1:job-${i}`, value: 'v' })), /at most 20 jobs/],
  ])('refuses an outbox with %s', (_name, outbox, message) => {
    expect(() => buildSaveScriptCall(keys, 0, state, event, undefined, outbox)).toThrow(message);
  });

  it('puts a record kept beside the workflow in KEYS[4] and its field, value and TTL last', () => {
    const call = buildSaveScriptCall(keys, 3, state, event, { key: 'tafel:wf:{cart-1}:submit', field: 'result:c-1', value: '{"orderId":"o-1"}', ttlMs: 60_000 });
    expect(call.keys).toEqual(['tafel:wf:{cart-1}:state', 'tafel:wf:{cart-1}:events', 'tafel:wf:{cart-1}:outbox', 'tafel:wf:{cart-1}:submit']);
    expect(call.args).toEqual([...buildSaveScriptCall(keys, 3, state, event).args, 'result:c-1', '{"orderId":"o-1"}', '60000']);
  });

  it.each([
    ['another workflow', 'tafel:wf:{cart-2}:submit'],
    ['the state hash prefix without a name', 'tafel:wf:{cart-1}'],
    ['a name longer than 40 characters', `tafel:wf:{cart-1}:${'x'.repeat(41)}`],
    ['an empty name', 'tafel:wf:{cart-1}:'],
  ])('refuses a record key of %s', (_, key) => {
    expect(() => buildSaveScriptCall(keys, 0, state, event, { key, field: 'f', value: 'v', ttlMs: 1000 })).toThrow(/record key must be tafel:wf:\{cart-1\}:<name/);
  });

  it('refuses an over-long record value', () => {
    expect(() => buildSaveScriptCall(keys, 0, state, event, { key: 'tafel:wf:{cart-1}:submit', field: 'f', value: 'x'.repeat(64 * 1024 + 1), ttlMs: 1000 })).toThrow(/record value/);
  });

  it('stores an object state value as JSON', () => {
    const call = buildSaveScriptCall(keys, 0, state, { ...event, resultingState: { shipping: 'editing' } });
    expect(call.args[11]).toBe('{"shipping":"editing"}');
  });

  it.each([
    ['a negative expectedVersion', () => buildSaveScriptCall(keys, -1, state, event), /expectedVersion/],
    ['a fractional expectedVersion', () => buildSaveScriptCall(keys, 1.5, state, event), /expectedVersion/],
    ['an empty machine', () => buildSaveScriptCall(keys, 0, { ...state, machine: '' }, event), /machine/],
    ['machineVersion 0', () => buildSaveScriptCall(keys, 0, { ...state, machineVersion: 0 }, event), /machineVersion/],
    ['an undefined snapshot', () => buildSaveScriptCall(keys, 0, { ...state, snapshot: undefined }, event), /snapshot/],
    ['a BigInt in the snapshot', () => buildSaveScriptCall(keys, 0, { ...state, snapshot: { n: 1n } }, event), /snapshot is not JSON-serialisable/],
    ['an unknown actor', () => buildSaveScriptCall(keys, 0, state, { ...event, actor: 'robot' as never }), /actor must be one of shopper, system, support/],
    ['an empty event type', () => buildSaveScriptCall(keys, 0, state, { ...event, type: '' }), /events\[0\]\.type/],
    ['an empty command', () => buildSaveScriptCall(keys, 0, state, { ...event, command: '' }), /events\[0\]\.command/],
    ['an invalid date', () => buildSaveScriptCall(keys, 0, state, { ...event, at: new Date('nope') }), /events\[0\]\.at/],
    ['no event at all', () => buildSaveScriptCall(keys, 0, state, []), /at least one event/],
    ['a bad meta name', () => buildSaveScriptCall(keys, 0, { ...state, meta: { 'a b': 'x' } }, event), /meta name/],
    ['a negative TTL', () => buildSaveScriptCall(keys, 0, { ...state, ttlMs: -1 }, event), /ttlMs/],
  ])('refuses %s with BAD_USER_INPUT', (_name, call, message) => {
    expect(call).toThrow(AppError);
    expect(call).toThrow(message);
  });
});

describe('parseHistoryEntry', () => {
  it('reads the flat field list', () => {
    expect(
      parseHistoryEntry('cart-1', '1-0', ['time', 't', 'type', 'A', 'command', 'C', 'actor', 'support', 'state', 's', 'version', '7']),
    ).toEqual({ id: '1-0', time: 't', type: 'A', command: 'C', actor: 'support', state: 's', version: 7, payload: null });
  });

  it('refuses a missing field or an unknown actor', () => {
    expect(() => parseHistoryEntry('cart-1', '1-0', ['time', 't'])).toThrow(WorkflowDataError);
    expect(() => parseHistoryEntry('cart-1', '1-0', ['time', 't', 'type', 'A', 'command', 'C', 'actor', 'x', 'state', 's', 'version', '1'])).toThrow(/unknown actor 'x'/);
  });
});
