import { initialTransition, transition } from 'xstate';
import { returnsMachine, type ReturnContact, type ReturnOrder, type ReturnsEvent, type ReturnsSnapshot } from '../src/index.js';

/** A delivered order with a chair (reason DAMAGED needs a photo and a comment) and pens (reason DISLIKE needs nothing). */
export const order: ReturnOrder = {
  hash: 'hash-a',
  orderId: 'order-1',
  salesOrderNo: 'SO-1',
  orderDate: '2026-11-01T10:00:00Z',
  previousReturnCount: 0,
  items: [
    {
      id: 'chair',
      lineNo: 1,
      name: 'Chair',
      shippedQuantity: 2,
      orderedQuantity: 2,
      returnableQuantity: 2,
      priceCents: 4990,
      reasons: [
        { code: 'DAMAGED', name: 'Beschädigt', comment: true, image: true, components: ['seat', 'legs'] },
        { code: 'DISLIKE', name: 'Gefällt nicht', comment: false, image: false, components: [] },
      ],
    },
    {
      id: 'pens',
      lineNo: 2,
      name: 'Pens',
      shippedQuantity: 10,
      orderedQuantity: 10,
      returnableQuantity: 3,
      priceCents: 199,
      reasons: [{ code: 'DISLIKE', name: 'Gefällt nicht', comment: false, image: false, components: [] }],
    },
  ],
};

export const otherOrder: ReturnOrder = { ...order, hash: 'hash-b', orderId: 'order-2', salesOrderNo: 'SO-2' };

export const contact: ReturnContact = { salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.de', phone: '+49 30 1234' };

/** A fresh return. */
export function start(): ReturnsSnapshot {
  return initialTransition(returnsMachine)[0];
}

/** Pure transitions through a list of events. */
export function run(snapshot: ReturnsSnapshot, ...events: ReturnsEvent[]): ReturnsSnapshot {
  return events.reduce((s, e) => transition(returnsMachine, s, e)[0], snapshot);
}

function path(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const [key, child] = Object.entries(value)[0] as [string, unknown];
  return `${key}.${path(child)}`;
}

/** Dotted path of the flow region, e.g. "preparing.regulation.ready". */
export function flow(snapshot: ReturnsSnapshot): string {
  return path((snapshot.value as { flow: unknown }).flow);
}

/** State of the uploads region: idle, busy or uploadFailed. */
export function uploads(snapshot: ReturnsSnapshot): string {
  return path((snapshot.value as { uploads: unknown }).uploads);
}

export const toSelection: ReturnsEvent[] = [{ type: 'lookup.byHash', hash: 'hash-a' }, { type: 'lookup.found', order }];
export const pensSelected: ReturnsEvent[] = [...toSelection, { type: 'item.select', itemId: 'pens', quantity: 2, reason: 'DISLIKE' }];
export const toRegulation: ReturnsEvent[] = [...pensSelected, { type: 'selection.done' }];
export const regulationsLoaded: ReturnsEvent = {
  type: 'regulations.loaded',
  regulations: [
    { code: 'REFUND', name: 'Erstattung' },
    { code: 'CREDIT', name: 'Gutschrift' },
  ],
};
export const toCarrier: ReturnsEvent[] = [...toRegulation, regulationsLoaded, { type: 'regulation.done' }];
export const carriersLoaded: ReturnsEvent = {
  type: 'carriers.loaded',
  carriers: [
    { code: 'dhl', name: 'DHL Retoure', priceCents: 0 },
    { code: 'nolabel', name: 'Ohne Label', priceCents: 0 },
  ],
};
export const toConfirm: ReturnsEvent[] = [...toCarrier, carriersLoaded, { type: 'carrier.done' }];
export const toSubmitting: ReturnsEvent[] = [...toConfirm, { type: 'return.submit', contact }];
