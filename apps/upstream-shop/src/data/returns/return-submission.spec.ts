import { Catalogue } from '../catalogue.js';
import { buildOrderSeed } from '../orders/seed-builder.js';
import type { OrderItemRecord, OrderRecord } from '../orders/order-types.js';
import { buildSeed } from '../seed.js';
import { checkSelection } from './return-selection.js';
import { checkSubmission, submissionKey, type ReturnSubmission } from './return-submission.js';
import type { ReturnImageRecord } from './return-types.js';

const NOW = Date.UTC(2026, 2, 15, 12, 0, 0);
const catalogue = new Catalogue(buildSeed());
const { orders } = buildOrderSeed(NOW, catalogue);
const order = orders.find((o) => o.orderId === '40010008') as OrderRecord;
const kindOf = (line: OrderItemRecord) => catalogue.product(line.productId)?.kind;
const photo: ReturnImageRecord = { imageId: 'img-1', hash: order.returnHash, itemId: '10210-01', lineNo: 3, contentType: 'image/png', size: 10, uploadedAt: '2026-03-15T12:00:00.000Z' };
const images = new Map([[photo.imageId, photo], ['img-foreign', { ...photo, imageId: 'img-foreign', hash: 'other' }], ['img-line1', { ...photo, imageId: 'img-line1', lineNo: 1, itemId: '10008-01' }]]);
const ctx = { order, now: NOW, kindOf, image: (id: string) => images.get(id) };

const base = (): ReturnSubmission => ({
  hash: order.returnHash,
  orderId: order.orderId,
  salesOrderNo: order.salesOrderNo,
  regulation: 'REFUND',
  items: [{ id: '10401-02', lineNo: 2, quantity: 2, reason: 'ORDERED_TOO_MANY' }],
  carrier: 'dhl',
  labels: 1,
  contact: { salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', email: 'anna.schmidt@example.de', phone: '+49 30 1234567' },
});

describe('return selection', () => {
  const select = (items: Parameters<typeof checkSelection>[1]) => checkSelection(order, items, NOW, kindOf);

  it('accepts returnable items and answers regulations and carriers', () => {
    const result = select([{ id: '10401-02', quantity: 2, reason: 'NOT_AS_EXPECTED' }]);
    expect(result).toMatchObject({ ok: true, selection: { regulations: [{ code: 'REFUND' }, { code: 'CREDIT' }, { code: 'EXCHANGE' }], carriers: [{ code: 'dhl' }, { code: 'nolabel' }] } });
  });

  it('refuses empty selections, unknown or repeated items, bad quantities and reasons', () => {
    expect(select([])).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.noItemsSelected' });
    expect(select([{ id: '99999-01', quantity: 1, reason: 'OTHER' }])).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.invalidSelection', errorField: 'selectedItems.0.id' });
    expect(select([{ id: '10401-02', quantity: 1, reason: 'OTHER' }, { id: '10401-02', quantity: 1, reason: 'OTHER' }])).toMatchObject({ ok: false, errorField: 'selectedItems.1.id' });
    expect(select([{ id: '10401-02', quantity: 0, reason: 'OTHER' }])).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.invalidSelection' });
    expect(select([{ id: '10401-02', quantity: 3, reason: 'OTHER' }])).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.quantityExceeded' });
    expect(select([{ id: '10401-02', quantity: 1, reason: 'BORED' }])).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.invalidReason' });
  });
});

describe('return submission', () => {
  const check = (change: (d: ReturnSubmission) => void) => {
    const data = base();
    change(data);
    return checkSubmission(data, ctx);
  };

  it('accepts a complete return and normalises it', () => {
    const result = check(() => undefined);
    expect(result).toEqual({
      ok: true,
      value: {
        regulation: 'REFUND',
        carrier: expect.objectContaining({ code: 'dhl' }),
        labels: 1,
        items: [{ itemId: '10401-02', lineNo: 2, quantity: 2, reason: 'ORDERED_TOO_MANY', additionalInfo: null, imageIds: [], components: [] }],
        contact: { salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', email: 'anna.schmidt@example.de', phone: '+49 30 1234567' },
      },
    });
  });

  it('treats 0 labels and nolabel as no carrier and no labels (spec §5)', () => {
    expect(check((d) => (d.labels = 0))).toMatchObject({ ok: true, value: { carrier: null, labels: 0 } });
    expect(check((d) => (d.carrier = 'nolabel'))).toMatchObject({ ok: true, value: { carrier: null, labels: 0 } });
    expect(check((d) => (d.carrier = null))).toMatchObject({ ok: true, value: { carrier: null, labels: 0 } });
  });

  it('requires comment and photo where the reason asks, with photos of this return and line', () => {
    const damaged = (d: ReturnSubmission) => (d.items = [{ id: '10210-01', lineNo: 3, quantity: 1, reason: 'DAMAGED', additionalInfo: 'Deckel gebrochen', images: ['img-1'], components: ['Deckel'] }]);
    expect(check((d) => (damaged(d), (d.regulation = 'REPLACEMENT')))).toMatchObject({ ok: true, value: { items: [{ components: ['Deckel'], imageIds: ['img-1'] }] } });
    expect(check((d) => (damaged(d), (d.items[0]!.additionalInfo = ' ')))).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.commentRequired', errorField: 'items.0.additionalInfo' });
    expect(check((d) => (damaged(d), (d.items[0]!.images = [])))).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.imageRequired' });
    expect(check((d) => (damaged(d), (d.items[0]!.images = ['img-foreign'])))).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.invalidImage' });
    expect(check((d) => (damaged(d), (d.items[0]!.images = ['img-line1'])))).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.invalidImage' });
    expect(check((d) => (damaged(d), (d.items[0]!.components = ['Motor'])))).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.invalidComponent' });
    expect(check((d) => (damaged(d), (d.items[0]!.additionalInfo = 'x'.repeat(1001))))).toMatchObject({ ok: false, errorMsg: 'vue.form.error.maxLength' });
  });

  it('refuses a mismatched order, regulation, carrier, label count and contact', () => {
    expect(check((d) => (d.salesOrderNo = 'VA-1'))).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.orderNotFound' });
    expect(check((d) => (d.items[0]!.lineNo = 1))).toMatchObject({ ok: false, errorField: 'items.0.lineNo' });
    expect(check((d) => (d.regulation = 'REPLACEMENT'))).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.invalidRegulation' });
    expect(check((d) => (d.carrier = 'dpd'))).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.invalidCarrier' });
    expect(check((d) => (d.labels = 11))).toMatchObject({ ok: false, errorMsg: 'vue.returns.error.invalidLabels' });
    expect(check((d) => (d.contact.email = 'anna@'))).toMatchObject({ ok: false, errorMsg: 'vue.form.error.email.incorrect', errorField: 'contact.email' });
    expect(check((d) => (d.contact.firstName = ''))).toMatchObject({ ok: false, errorMsg: 'vue.form.error.requiredField', errorField: 'contact.firstName' });
    expect(check((d) => (d.contact.lastName = 'x'.repeat(61)))).toMatchObject({ ok: false, errorMsg: 'vue.form.error.maxLength' });
    expect(check((d) => (d.contact.phone = '030/123'))).toMatchObject({ ok: false, errorMsg: 'vue.form.error.phone.incorrect' });
  });

  it('keys identical payloads alike, whatever the order of items and blanks', () => {
    const second = { id: '10008-01', lineNo: 1, quantity: 1, reason: 'OTHER', additionalInfo: 'passt nicht' };
    const a = { ...base(), items: [...base().items, second] };
    const b = { ...base(), items: [{ ...second, additionalInfo: ' passt nicht ' }, ...base().items], contact: { ...base().contact, email: ' Anna.Schmidt@example.de ' } };
    expect(submissionKey(a)).toBe(submissionKey(b));
    expect(submissionKey({ ...a, labels: 2 })).not.toBe(submissionKey(a));
  });
});
