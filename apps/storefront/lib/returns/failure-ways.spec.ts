import { describe, expect, it } from '@jest/globals';
import { persistReturn, returnsMachine, type ReturnOrder, type ReturnsEvent, type ReturnsSnapshot } from '@tafel/returns-machine';
import { initialTransition, transition } from 'xstate';
import { allowedWaysOut, explainedRefusal, wayOutRefusals } from './failure-ways';

const order: ReturnOrder = {
  hash: 'hash-a',
  orderId: 'order-1',
  salesOrderNo: 'SO-1',
  orderDate: '2026-11-01T10:00:00Z',
  previousReturnCount: 0,
  items: [{ id: 'pens', lineNo: 1, name: 'Pens', shippedQuantity: 3, orderedQuantity: 3, returnableQuantity: 3, priceCents: 199, reasons: [{ code: 'DISLIKE', name: 'Gefällt nicht', comment: false, image: false, components: [] }] }],
};

/** The flow as the orchestrator answers it after these events (only what allowedWaysOut reads). */
function flowAfter(...events: ReturnsEvent[]) {
  const snapshot = events.reduce<ReturnsSnapshot>((s, e) => transition(returnsMachine, s, e)[0], initialTransition(returnsMachine)[0]);
  const persisted = persistReturn(snapshot);
  return { snapshot: JSON.stringify(persisted), machineVersion: persisted.version };
}

const toConfirm: ReturnsEvent[] = [
  { type: 'lookup.byHash', hash: 'hash-a' },
  { type: 'lookup.found', order },
  { type: 'item.select', itemId: 'pens', quantity: 1, reason: 'DISLIKE' },
  { type: 'selection.done' },
  { type: 'regulations.loaded', regulations: [{ code: 'REFUND', name: 'Erstattung' }] },
  { type: 'regulation.done' },
  { type: 'carriers.loaded', carriers: [{ code: 'dhl', name: 'DHL Retoure', priceCents: 0 }] },
  { type: 'carrier.done' },
];

describe('allowedWaysOut', () => {
  it('offers retry and restart after a lookup the upstream did not answer', () => {
    expect(allowedWaysOut(flowAfter({ type: 'lookup.byHash', hash: 'hash-a' }, { type: 'upstream.unavailable' }))).toEqual(['retry', 'restart']);
  });
  it('offers back and restart after the upstream refused an input', () => {
    expect(allowedWaysOut(flowAfter({ type: 'lookup.byHash', hash: 'hash-a' }, { type: 'upstream.refused', messageKey: 'vue.returns.error.orderNotFound' }))).toEqual(['back', 'restart']);
  });
  it('offers only what the machine takes after a submit the upstream did not answer (no restart while its outcome is unknown)', () => {
    const ways = allowedWaysOut(flowAfter(...toConfirm, { type: 'return.submit', contact: { salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.de', phone: '+49 30 1234' } }, { type: 'upstream.unavailable' }));
    expect(ways).toEqual(['retry']);
  });
  it("says why starting over is refused after a submit without an answer, and nothing for a mere 'not here'", () => {
    const unknown = wayOutRefusals(flowAfter(...toConfirm, { type: 'return.submit', contact: { salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.de', phone: '+49 30 1234' } }, { type: 'upstream.unavailable' }));
    expect(explainedRefusal(unknown.restart)).toBe('SUBMISSION_OUTCOME_UNKNOWN');
    const lookup = wayOutRefusals(flowAfter({ type: 'lookup.byHash', hash: 'hash-a' }, { type: 'upstream.unavailable' }));
    expect(lookup.back).not.toBeNull();
    expect(explainedRefusal(lookup.back)).toBeNull();
  });
});
