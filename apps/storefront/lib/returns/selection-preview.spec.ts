import { describe, expect, it } from '@jest/globals';
import { persistReturn, returnsMachine, type ReturnOrder, type ReturnsEvent } from '@tafel/returns-machine';
import { initialTransition, transition } from 'xstate';
import type { ReturnFlowView, SelectionFormItem } from './return-view';
import { previewSelection, submitRefusal } from './selection-preview';

const order: ReturnOrder = {
  hash: 'hash-a',
  orderId: '40090001',
  salesOrderNo: 'SO-1',
  orderDate: '2026-11-01T10:00:00Z',
  previousReturnCount: 0,
  items: [
    {
      id: 'chair',
      lineNo: 1,
      name: 'Stuhl',
      shippedQuantity: 2,
      orderedQuantity: 2,
      returnableQuantity: 2,
      priceCents: 4990,
      reasons: [
        { code: 'DAMAGED', name: 'Beschädigt', comment: true, image: true, components: ['seat', 'legs'] },
        { code: 'DISLIKE', name: 'Gefällt nicht', comment: false, image: false, components: [] },
      ],
    },
    { id: 'pens', lineNo: 2, name: 'Stifte', shippedQuantity: 10, orderedQuantity: 10, returnableQuantity: 3, priceCents: 199, reasons: [{ code: 'DISLIKE', name: 'Gefällt nicht', comment: false, image: false, components: [] }] },
  ],
};

/** The flow as the orchestrator would answer it after these events (only what the preview reads). */
function flowAfter(...events: ReturnsEvent[]): Pick<ReturnFlowView, 'snapshot' | 'machineVersion' | 'order'> {
  const snapshot = events.reduce((s, e) => transition(returnsMachine, s, e)[0], initialTransition(returnsMachine)[0]);
  const persisted = persistReturn(snapshot);
  return { snapshot: JSON.stringify(persisted.snapshot), machineVersion: persisted.version, order: null };
}

const found: ReturnsEvent[] = [{ type: 'lookup.byHash', hash: 'hash-a' }, { type: 'lookup.found', order }];
const entry = (itemId: string, change: Partial<SelectionFormItem> = {}): SelectionFormItem => ({ itemId, selected: true, quantity: '1', reason: '', comment: '', components: [], ...change });

describe('previewSelection (the shared machine in the browser)', () => {
  it('refuses Weiter with nothing selected', () => {
    expect(previewSelection(flowAfter(...found), [entry('pens', { selected: false })]).done).toBe('NOTHING_SELECTED');
  });

  it('puts a quantity above the returnable one at the quantity field', () => {
    const preview = previewSelection(flowAfter(...found), [entry('pens', { quantity: '4', reason: 'DISLIKE' })]);
    expect(preview.items.pens).toEqual({ field: 'quantity', reason: 'QUANTITY_EXCEEDS_RETURNABLE' });
    expect(preview.done).toBe('QUANTITY_EXCEEDS_RETURNABLE');
    expect(preview.doneItem).toBe('pens');
  });

  it('asks for a reason, then for the comment the reason requires, at their fields', () => {
    const flow = { ...flowAfter(...found), order: { ...order, items: order.items.map((i) => ({ ...i, price: { amount: 1, currency: 'EUR', formatted: '' }, priceCents: undefined })) } } as never;
    expect(previewSelection(flow, [entry('chair')])).toMatchObject({ done: 'REASON_REQUIRED', doneItem: 'chair', items: { chair: { field: 'reason' } } });
    expect(previewSelection(flow, [entry('chair', { reason: 'DAMAGED' })])).toMatchObject({ done: 'COMMENT_REQUIRED', doneItem: 'chair', items: { chair: { field: 'comment' } } });
    expect(previewSelection(flow, [entry('chair', { reason: 'DAMAGED', comment: 'Bein gebrochen' })]).done).toBeNull();
  });

  it('replaces what the workflow holds by the form, also past the selection step', () => {
    const saved = flowAfter(...found, { type: 'item.select', itemId: 'pens', quantity: 2, reason: 'DISLIKE' }, { type: 'selection.done' });
    expect(previewSelection(saved, [entry('pens', { selected: false }), entry('chair', { reason: 'DISLIKE', quantity: '2' })]).done).toBeNull();
    expect(previewSelection(saved, [entry('pens', { selected: false })]).done).toBe('NOTHING_SELECTED');
  });

  it('asks the machine about the submit: the contact is checked there', () => {
    const atConfirm = flowAfter(
      ...found,
      { type: 'item.select', itemId: 'pens', quantity: 1, reason: 'DISLIKE' },
      { type: 'selection.done' },
      { type: 'regulations.loaded', regulations: [{ code: 'REFUND', name: 'Erstattung' }] },
      { type: 'regulation.done' },
      { type: 'carriers.loaded', carriers: [{ code: 'dhl', name: 'DHL', priceCents: 0 }] },
      { type: 'carrier.done' },
    );
    const contact = { salutation: '', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.de', phone: '' };
    expect(submitRefusal(atConfirm, contact)).toBeNull();
    expect(submitRefusal(atConfirm, { ...contact, email: 'nope' })).toBe('CONTACT_INVALID');
  });
});
