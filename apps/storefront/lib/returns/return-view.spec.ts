import { describe, expect, it } from '@jest/globals';
import {
  initialSelectionForm,
  parseLabelCount,
  parseQuantity,
  rateLimitedText,
  persistedOf,
  photoFileProblem,
  photoIdArgument,
  photosPending,
  returnIdFromCookie,
  returnLookedUpFor,
  routeOfPhase,
  selectionArgument,
  selectionInput,
  sniffPhotoType,
  type ReturnFlowView,
} from './return-view';

const MB = 1024 * 1024;

type Order = NonNullable<ReturnFlowView['order']>;
const item = (id: string, returnable: number, shipped = returnable): Order['items'][number] => ({
  id,
  lineNo: 1,
  name: id,
  shippedQuantity: shipped,
  orderedQuantity: shipped,
  returnableQuantity: returnable,
  price: { amount: 1, currency: 'EUR', formatted: '1,00 €' },
  reasons: [],
});

describe('photoFileProblem', () => {
  it('takes PNG and JPEG up to 5 MB', () => {
    expect(photoFileProblem({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
  });
  it('refuses other types, empty and larger files with the upstream keys', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe('vue.upload.error.fileType');
    expect(photoFileProblem({ type: 'image/gif', size: 10 })).toBe('vue.upload.error.fileType');
    expect(photoFileProblem({ type: 'image/png', size: 0 })).toBe('vue.upload.error.invalidFile');
    expect(photoFileProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('vue.upload.error.fileTooLarge');
  });
});

describe('sniffPhotoType', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhotoType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('returnIdFromCookie', () => {
  it('passes plausible ids and drops anything else', () => {
    expect(returnIdFromCookie('ret_0a1b2c')).toBe('ret_0a1b2c');
    expect(returnIdFromCookie(undefined)).toBeUndefined();
    expect(returnIdFromCookie('a b')).toBeUndefined();
    expect(returnIdFromCookie('x'.repeat(101))).toBeUndefined();
  });
});

describe('the selection form', () => {
  const order: Order = { hash: 'h', orderId: '1', salesOrderNo: 'S', orderDate: '2026-01-01', previousReturnCount: 0, items: [item('a', 2), item('b', 0), item('c', 3, 1)] };

  it('starts from the saved selection and leaves out what cannot be returned', () => {
    const form = initialSelectionForm({ order, selection: [{ itemId: 'c', lineNo: 3, quantity: 1, reason: 'R', comment: 'x', components: ['k'] }] });
    expect(form).toEqual([
      { itemId: 'a', selected: false, quantity: '1', reason: '', comment: '', components: [] },
      { itemId: 'c', selected: true, quantity: '1', reason: 'R', comment: 'x', components: ['k'] },
    ]);
  });

  it('sends only the selected items, with the quantity as typed', () => {
    expect(
      selectionInput([
        { itemId: 'a', selected: true, quantity: ' 2 ', reason: '', comment: '', components: [] },
        { itemId: 'c', selected: false, quantity: '1', reason: 'R', comment: '', components: [] },
      ]),
    ).toEqual([{ itemId: 'a', quantity: 2, reason: null, comment: '', components: [] }]);
  });

  it('reads quantities and label counts strictly', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('1.5')).toBeNaN();
    expect(parseQuantity('')).toBeNaN();
    expect(parseLabelCount('0')).toBe(0);
    expect(parseLabelCount('10')).toBe(10);
    expect(parseLabelCount('11')).toBeNull();
    expect(parseLabelCount('-1')).toBeNull();
    expect(parseLabelCount(null)).toBeNull();
  });
});

describe('where a return stands', () => {
  it('maps every phase to its page', () => {
    expect(routeOfPhase({ phase: 'SELECTION', hash: 'a b' })).toBe('/myaccount/returns/productselection?order=a%20b');
    expect(routeOfPhase({ phase: 'REGULATION', hash: 'h' })).toBe('/myaccount/returns/regulations');
    expect(routeOfPhase({ phase: 'CARRIER', hash: 'h' })).toBe('/myaccount/returns/carrier');
    expect(routeOfPhase({ phase: 'SUBMITTING', hash: 'h' })).toBe('/myaccount/returns/confirm');
    expect(routeOfPhase({ phase: 'SUBMITTED', hash: 'h' })).toBe('/myaccount/returns/confirmation');
    expect(routeOfPhase({ phase: 'LOOKUP', hash: null })).toBe('/myaccount/returns');
  });

  it('routes a failed return to the page of the step that failed (which shows the failure)', () => {
    const failed = (context: Record<string, unknown>, hash: string | null = 'h') => ({ phase: 'FAILED' as const, hash, machineVersion: 1, snapshot: JSON.stringify({ context, status: 'active' }) });
    expect(routeOfPhase(failed({ failedAt: 'submit' }))).toBe('/myaccount/returns/confirm');
    expect(routeOfPhase(failed({ failedAt: 'carrier' }))).toBe('/myaccount/returns/carrier');
    expect(routeOfPhase(failed({ failedAt: 'regulation' }))).toBe('/myaccount/returns/regulations');
    expect(routeOfPhase(failed({ failedAt: 'lookup', lookup: { kind: 'hash', hash: 'l1' } }, null))).toBe('/myaccount/returns/productselection?order=l1');
    expect(routeOfPhase(failed({ failedAt: 'lookup', lookup: { kind: 'order', orderId: '1', zipCode: '2' } }, null))).toBe('/myaccount/returns');
    expect(routeOfPhase({ phase: 'FAILED', hash: 'h' })).toBe('/myaccount/returns');
  });

  it('polls while a photo is queued or uploading', () => {
    const photo = (state: ReturnFlowView['photos'][number]['state']) => ({ id: 'p', itemId: 'a', state, attempts: 0, messageKey: null, fileName: null, size: null, contentType: null });
    expect(photosPending({ photos: [photo('UPLOADED'), photo('FAILED')] })).toBe(false);
    expect(photosPending({ photos: [photo('QUEUED')] })).toBe(true);
    expect(photosPending({ photos: [photo('UPLOADING')] })).toBe(true);
  });

  it('knows the order a return link asks for', () => {
    expect(returnLookedUpFor({ lookup: null }, { hash: 'h' }, 'h')).toBe(true);
    expect(returnLookedUpFor({ lookup: { kind: 'hash', hash: 'x' } }, { hash: null }, 'x')).toBe(true);
    expect(returnLookedUpFor({ lookup: { kind: 'order' } }, { hash: 'h' }, 'x')).toBe(false);
    expect(returnLookedUpFor({ lookup: null }, { hash: null }, '')).toBe(false);
  });

  it('reads the snapshot bare or in the kit envelope', () => {
    const bare = { status: 'active', value: {}, context: { a: 1 } };
    expect(persistedOf({ snapshot: JSON.stringify(bare), machineVersion: 1 })).toEqual({ version: 1, snapshot: bare });
    expect(persistedOf({ snapshot: JSON.stringify({ version: 1, snapshot: bare }), machineVersion: 1 })).toEqual({ version: 1, snapshot: bare });
  });
});

describe('rateLimitedText', () => {
  const message = (key: string, params?: Record<string, string | number>) => `${key} ${JSON.stringify(params ?? {})}`;
  it('says seconds below two minutes, whole minutes above, nothing odd without a figure', () => {
    expect(rateLimitedText(message, 40)).toBe('tafel.returns.rateLimited {"seconds":40}');
    expect(rateLimitedText(message, 597)).toBe('tafel.returns.rateLimitedMinutes {"minutes":10}');
    expect(rateLimitedText(message, 0)).toBe('tafel.returns.rateLimited {}');
  });
});

describe('server action arguments', () => {
  const item = { itemId: 'pens', quantity: 2, reason: 'DISLIKE', comment: '', components: [] as string[] };
  it('takes the selection the page sends, dropping extra fields', () => {
    expect(selectionArgument([item, { ...item, itemId: 'chair', reason: null, components: ['seat'], extra: 1 }])).toEqual([item, { ...item, itemId: 'chair', reason: null, components: ['seat'] }]);
    expect(selectionArgument([])).toEqual([]);
  });
  it('refuses what the page never sends: no array, too many items, wrong field types', () => {
    for (const forged of [null, undefined, 'x', 42, { length: 1 }, [null], [[]], [{ ...item, itemId: 7 }], [{ ...item, itemId: '' }], [{ ...item, quantity: '2' }], [{ ...item, quantity: 1.5 }], [{ ...item, quantity: Number.NaN }], [{ ...item, reason: 3 }], [{ ...item, comment: null }], [{ ...item, components: 'seat' }], [{ ...item, components: [1] }], [{ ...item, comment: 'x'.repeat(10_001) }]]) {
      expect(selectionArgument(forged)).toBeNull();
    }
    expect(selectionArgument(Array.from({ length: 51 }, () => item))).toBeNull();
    expect(selectionArgument(Array.from({ length: 50 }, () => item))).toHaveLength(50);
  });
  it('takes photo ids of the orchestrator only', () => {
    expect(photoIdArgument('ph_1-a')).toBe('ph_1-a');
    for (const forged of [null, 1, '', 'a/b', 'x'.repeat(65), { id: 'a' }]) expect(photoIdArgument(forged)).toBeNull();
  });
});
