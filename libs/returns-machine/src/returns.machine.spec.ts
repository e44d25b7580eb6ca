import { carriersLoaded, contact, flow, order, otherOrder, pensSelected, regulationsLoaded, run, start, toCarrier, toConfirm, toRegulation, toSelection, toSubmitting, uploads } from '../test/fixtures.js';
import { contactProblems, GENERIC_ERROR_KEY, NOTHING_RETURNABLE_KEY, ORDER_NOT_FOUND_KEY, returnPayload, whyNot, type ReturnsEvent, type ReturnsSnapshot } from './index.js';

const chairDamaged: ReturnsEvent = { type: 'item.select', itemId: 'chair', quantity: 1, reason: 'DAMAGED', comment: 'Bein gebrochen' };

describe('returns machine: lookup (spec §4 Returns)', () => {
  it('starts at the lookup with nothing looked up', () => {
    const s = start();
    expect(flow(s)).toBe('lookup.idle');
    expect(uploads(s)).toBe('idle');
    expect(s.context.hash).toBeNull();
  });

  it('looks up by order number and postcode or by hash, then goes to item selection', () => {
    const byOrder = run(start(), { type: 'lookup.byOrder', orderId: ' order-1 ', zipCode: '10115' });
    expect(flow(byOrder)).toBe('lookup.searching');
    expect(byOrder.context.lookup).toEqual({ kind: 'order', orderId: 'order-1', zipCode: '10115' });
    const found = run(byOrder, { type: 'lookup.found', order });
    expect(flow(found)).toBe('preparing.selection');
    expect(found.context).toMatchObject({ hash: 'hash-a', lookupResult: 'found' });
    expect(flow(run(start(), ...toSelection))).toBe('preparing.selection');
  });

  it('refuses malformed lookup input (guard lookupInputValid)', () => {
    const s = start();
    for (const event of [
      { type: 'lookup.byHash', hash: 'bad hash!' },
      { type: 'lookup.byHash', hash: 'x'.repeat(65) },
      { type: 'lookup.byOrder', orderId: '', zipCode: '10115' },
      { type: 'lookup.byOrder', orderId: 'o', zipCode: '12345678901' },
    ] as ReturnsEvent[]) {
      expect(whyNot(s, event)).toBe('LOOKUP_INPUT_INVALID');
      expect(run(s, event)).toBe(s);
    }
  });

  it('an order that is not found goes to failed.orderNotFound; looking up again is the way out', () => {
    const s = run(start(), { type: 'lookup.byHash', hash: 'nope' }, { type: 'lookup.notFound' });
    expect(flow(s)).toBe('failed.orderNotFound');
    expect(s.context.lastError).toEqual({ code: 'ORDER_NOT_FOUND', messageKey: ORDER_NOT_FOUND_KEY });
    expect(flow(run(s, ...toSelection))).toBe('preparing.selection');
    expect(flow(run(s, { type: 'return.restart' }))).toBe('lookup.idle');
  });

  it('an order with nothing returnable goes to failed.notReturnable', () => {
    const empty = { ...order, items: order.items.map((i) => ({ ...i, returnableQuantity: 0 })) };
    const s = run(start(), { type: 'lookup.byHash', hash: 'hash-a' }, { type: 'lookup.found', order: empty });
    expect(flow(s)).toBe('failed.notReturnable');
    expect(s.context).toMatchObject({ lookupResult: 'notReturnable', lastError: { code: 'NOT_RETURNABLE', messageKey: NOTHING_RETURNABLE_KEY } });
    expect(flow(run(s, { type: 'return.restart' }))).toBe('lookup.idle');
  });

  it('another hash clears the state (spec §4); the same hash keeps the selection', () => {
    const chosen = run(start(), ...pensSelected, { type: 'photo.add', photoId: 'p1', itemId: 'pens' });
    const other = run(chosen, { type: 'lookup.byHash', hash: 'hash-b' });
    expect(other.context).toMatchObject({ hash: null, selection: [], photos: [], order: null });
    expect(uploads(other)).toBe('idle');
    const same = run(chosen, { type: 'lookup.byHash', hash: 'hash-a' }, { type: 'lookup.found', order });
    expect(same.context.selection).toHaveLength(1);
    expect(same.context.photos).toHaveLength(1);
  });

  it('the same order looked up again drops what is no longer returnable, and then the later choices', () => {
    const confirm = run(start(), ...toConfirm);
    const again = run(confirm, { type: 'lookup.byHash', hash: 'hash-a' }, { type: 'lookup.found', order });
    expect(again.context).toMatchObject({ selectedRegulation: 'REFUND', selectedCarrier: 'dhl' });
    const fewer = { ...order, items: order.items.map((i) => ({ ...i, returnableQuantity: 1 })) };
    const dropped = run(confirm, { type: 'lookup.byHash', hash: 'hash-a' }, { type: 'lookup.found', order: fewer });
    expect(dropped.context).toMatchObject({ selection: [], selectedRegulation: null, selectedCarrier: null, regulations: [], carriers: [] });
  });

  it('an order-number lookup that finds another order clears the state when found', () => {
    const chosen = run(start(), ...pensSelected);
    const s = run(chosen, { type: 'lookup.byOrder', orderId: 'order-2', zipCode: '1010' }, { type: 'lookup.found', order: otherOrder });
    expect(s.context).toMatchObject({ hash: 'hash-b', selection: [], regulations: [] });
    expect(s.context.lookup).toEqual({ kind: 'order', orderId: 'order-2', zipCode: '1010' });
  });
});

describe('returns machine: item selection', () => {
  const selection = () => run(start(), ...toSelection);

  it('selects items with quantity, reason, comment and components', () => {
    const s = run(selection(), { ...chairDamaged, components: ['legs'] });
    expect(s.context.selection).toEqual([{ id: 'chair', lineNo: 1, quantity: 1, reason: 'DAMAGED', comment: 'Bein gebrochen', components: ['legs'] }]);
  });

  it.each([
    ['an unknown item', { type: 'item.select', itemId: 'desk', quantity: 1 }, 'ITEM_UNKNOWN'],
    ['quantity 0', { type: 'item.select', itemId: 'pens', quantity: 0 }, 'QUANTITY_INVALID'],
    ['a fractional quantity', { type: 'item.select', itemId: 'pens', quantity: 1.5 }, 'QUANTITY_INVALID'],
    ['more than the returnable quantity', { type: 'item.select', itemId: 'pens', quantity: 4 }, 'QUANTITY_EXCEEDS_RETURNABLE'],
    ['a reason the item does not offer', { type: 'item.select', itemId: 'pens', quantity: 1, reason: 'DAMAGED' }, 'REASON_UNKNOWN'],
    ['a comment over 1000 characters', { type: 'item.select', itemId: 'chair', quantity: 1, reason: 'DAMAGED', comment: 'x'.repeat(1001) }, 'COMMENT_TOO_LONG'],
    ['a component the reason does not offer', { type: 'item.select', itemId: 'chair', quantity: 1, reason: 'DAMAGED', components: ['back'] }, 'COMPONENT_UNKNOWN'],
    ['components without a reason', { type: 'item.select', itemId: 'chair', quantity: 1, components: ['seat'] }, 'COMPONENT_UNKNOWN'],
    ['a component named twice (the upstream refuses it)', { type: 'item.select', itemId: 'chair', quantity: 1, reason: 'DAMAGED', components: ['seat', 'seat'] }, 'COMPONENT_UNKNOWN'],
    ['deselecting an item not selected', { type: 'item.deselect', itemId: 'pens' }, 'ITEM_NOT_SELECTED'],
  ] as [string, ReturnsEvent, string][])('refuses %s with %s', (_label, event, reason) => {
    const s = selection();
    expect(whyNot(s, event)).toBe(reason);
    expect(run(s, event).context).toEqual(s.context);
  });

  it('measures the comment trimmed, as the upstream does, and sends it trimmed', () => {
    const padded = run(selection(), { ...chairDamaged, comment: `  ${'x'.repeat(1000)}  ` });
    expect(padded.context.selection[0]?.comment).toHaveLength(1004);
    const pens = run(start(), ...toConfirm);
    const commented = run(pens, { type: 'selection.edit' }, { type: 'item.select', itemId: 'pens', quantity: 2, reason: 'DISLIKE', comment: ' blau ' });
    const submitted = run(commented, { type: 'selection.done' }, regulationsLoaded, { type: 'regulation.done' }, carriersLoaded, { type: 'carrier.done' }, { type: 'return.submit', contact });
    expect(returnPayload(submitted.context)?.items[0]?.additionalInfo).toBe('blau');
  });

  it('never takes more than was shipped, whatever the returnable quantity says', () => {
    const odd = { ...order, items: order.items.map((i) => (i.id === 'pens' ? { ...i, shippedQuantity: 2 } : i)) };
    const s = run(start(), { type: 'lookup.byHash', hash: 'hash-a' }, { type: 'lookup.found', order: odd });
    expect(whyNot(s, { type: 'item.select', itemId: 'pens', quantity: 3, reason: 'DISLIKE' })).toBe('QUANTITY_EXCEEDS_RETURNABLE');
    expect(whyNot(s, { type: 'item.select', itemId: 'pens', quantity: 2, reason: 'DISLIKE' })).toBeNull();
  });

  it('leaving the selection needs an item (NOTHING_SELECTED), a reason (REASON_REQUIRED) and a required comment (COMMENT_REQUIRED)', () => {
    expect(whyNot(selection(), { type: 'selection.done' })).toBe('NOTHING_SELECTED');
    const noReason = run(selection(), { type: 'item.select', itemId: 'pens', quantity: 1 });
    expect(whyNot(noReason, { type: 'selection.done' })).toBe('REASON_REQUIRED');
    const noComment = run(selection(), { ...chairDamaged, comment: '  ' });
    expect(whyNot(noComment, { type: 'selection.done' })).toBe('COMMENT_REQUIRED');
    const ok = run(selection(), chairDamaged);
    expect(whyNot(ok, { type: 'selection.done' })).toBeNull();
    expect(flow(run(ok, { type: 'selection.done' }))).toBe('preparing.regulation.loading');
  });

  it('deselecting removes the item and its photos', () => {
    const s = run(selection(), chairDamaged, { type: 'photo.add', photoId: 'p1', itemId: 'chair' }, { type: 'item.deselect', itemId: 'chair' });
    expect(s.context.selection).toEqual([]);
    expect(s.context.photos).toEqual([]);
    expect(uploads(s)).toBe('idle');
  });
});

describe('returns machine: photos (queued → uploading → uploaded | failed)', () => {
  const withChair = () => run(start(), ...toSelection, chairDamaged);
  const add = (photoId: string, itemId = 'chair'): ReturnsEvent => ({ type: 'photo.add', photoId, itemId });

  it('walks a photo through its states; the uploads region follows', () => {
    let s = run(withChair(), add('p1'));
    expect(s.context.photos[0]).toMatchObject({ id: 'p1', itemId: 'chair', lineNo: 1, state: 'queued', attempts: 0 });
    expect(uploads(s)).toBe('busy');
    s = run(s, { type: 'photo.uploading', photoId: 'p1' });
    expect(s.context.photos[0]).toMatchObject({ state: 'uploading', attempts: 1 });
    s = run(s, { type: 'photo.uploaded', photoId: 'p1', imageId: 'img-1' });
    expect(s.context.photos[0]).toMatchObject({ state: 'uploaded', imageId: 'img-1' });
    expect(s.context.uploadedPhotoCount).toBe(1);
    expect(uploads(s)).toBe('idle');
  });

  it('a failed upload is uploadFailed until retried or removed', () => {
    const failed = run(withChair(), add('p1'), { type: 'photo.uploading', photoId: 'p1' }, { type: 'photo.failed', photoId: 'p1' });
    expect(uploads(failed)).toBe('uploadFailed');
    expect(failed.context.photos[0]).toMatchObject({ state: 'failed', messageKey: GENERIC_ERROR_KEY });
    expect(flow(failed)).toBe('preparing.selection');
    const retried = run(failed, { type: 'photo.retry', photoId: 'p1' });
    expect(retried.context.photos[0]).toMatchObject({ state: 'queued', messageKey: null });
    expect(uploads(retried)).toBe('busy');
    const again = run(retried, { type: 'photo.uploading', photoId: 'p1' });
    expect(again.context.photos[0]?.attempts).toBe(2);
    expect(uploads(run(failed, { type: 'photo.remove', photoId: 'p1' }))).toBe('idle');
  });

  it('refuses photo events that do not fit the photo (PHOTO_UNKNOWN, PHOTO_STATE_CONFLICT, PHOTO_ID_TAKEN, ITEM_NOT_SELECTED)', () => {
    const s = run(withChair(), add('p1'));
    expect(whyNot(s, { type: 'photo.uploading', photoId: 'p9' })).toBe('PHOTO_UNKNOWN');
    expect(whyNot(s, { type: 'photo.retry', photoId: 'p1' })).toBe('PHOTO_STATE_CONFLICT');
    expect(whyNot(s, add('p1'))).toBe('PHOTO_ID_TAKEN');
    expect(whyNot(s, add('p2', 'pens'))).toBe('ITEM_NOT_SELECTED');
    const uploaded = run(s, { type: 'photo.uploaded', photoId: 'p1', imageId: 'i' });
    expect(whyNot(uploaded, { type: 'photo.uploaded', photoId: 'p1', imageId: 'i' })).toBe('PHOTO_STATE_CONFLICT');
    expect(whyNot(uploaded, { type: 'photo.failed', photoId: 'p1' })).toBe('PHOTO_STATE_CONFLICT');
  });

  it('takes at most 5 photos per item and 20 per return, removed uploads included', () => {
    let s = run(withChair(), ...[1, 2, 3, 4, 5].map((n) => add(`c${n}`)));
    expect(whyNot(s, add('c6'))).toBe('ITEM_PHOTO_LIMIT_REACHED');
    // 20 uploaded and removed again: the upstream still counts them.
    let r = run(start(), ...toSelection, { type: 'item.select', itemId: 'pens', quantity: 1, reason: 'DISLIKE' });
    for (let n = 0; n < 20; n += 1) {
      r = run(r, add(`p${n}`, 'pens'), { type: 'photo.uploaded', photoId: `p${n}`, imageId: `i${n}` }, { type: 'photo.remove', photoId: `p${n}` });
    }
    expect(r.context.photos).toEqual([]);
    expect(whyNot(r, add('p20', 'pens'))).toBe('PHOTO_LIMIT_REACHED');
    s = run(s, { type: 'photo.remove', photoId: 'c1' });
    expect(whyNot(s, add('c6'))).toBeNull();
  });

  it('a photo removed (or deselected) while uploading still counts: its upload lands at the upstream', () => {
    const uploading = (id: string, itemId: string): ReturnsEvent[] => [add(id, itemId), { type: 'photo.uploading', photoId: id }];
    const s = run(withChair(), { type: 'item.select', itemId: 'pens', quantity: 1, reason: 'DISLIKE' }, ...uploading('a', 'chair'), ...uploading('b', 'pens'), add('c', 'pens'));
    expect(run(s, { type: 'photo.remove', photoId: 'a' }).context.uploadedPhotoCount).toBe(1);
    const deselected = run(s, { type: 'item.deselect', itemId: 'pens' });
    expect(deselected.context).toMatchObject({ uploadedPhotoCount: 1, photos: [expect.objectContaining({ id: 'a' })] });
    // A late report of the removed photo is refused and counts nothing twice.
    expect(run(deselected, { type: 'photo.uploaded', photoId: 'b', imageId: 'i' }).context.uploadedPhotoCount).toBe(1);
  });

  it('photo reports are taken in any step, and photos are closed while submitting and after', () => {
    const s = run(start(), ...toConfirm, add('p1', 'pens'), { type: 'photo.uploaded', photoId: 'p1', imageId: 'i1' });
    expect(flow(s)).toBe('preparing.confirm');
    const submitting = run(s, { type: 'return.submit', contact });
    expect(whyNot(submitting, add('p2', 'pens'))).toBe('SUBMISSION_IN_PROGRESS');
    expect(whyNot(submitting, { type: 'photo.remove', photoId: 'p1' })).toBe('SUBMISSION_IN_PROGRESS');
    const done = run(submitting, { type: 'submit.succeeded', rma: 'RMA-1' });
    expect(whyNot(done, add('p2', 'pens'))).toBe('ALREADY_SUBMITTED');
  });
});

describe('returns machine: regulation, carrier and labels', () => {
  it('preselects the first regulation (spec §4) and refuses one not offered', () => {
    const s = run(start(), ...toRegulation, regulationsLoaded);
    expect(flow(s)).toBe('preparing.regulation.ready');
    expect(s.context.selectedRegulation).toBe('REFUND');
    expect(whyNot(s, { type: 'regulation.select', code: 'EXCHANGE' })).toBe('REGULATION_UNAVAILABLE');
    expect(run(s, { type: 'regulation.select', code: 'CREDIT' }).context.selectedRegulation).toBe('CREDIT');
  });

  it('refuses to go on without a regulation (REGULATION_NOT_SELECTED)', () => {
    const s = run(start(), ...toRegulation, { type: 'regulations.loaded', regulations: [] });
    expect(whyNot(s, { type: 'regulation.done' })).toBe('REGULATION_NOT_SELECTED');
  });

  it('preselects the first carrier, or nolabel when none is offered (spec §4)', () => {
    const s = run(start(), ...toCarrier, carriersLoaded);
    expect(s.context.selectedCarrier).toBe('dhl');
    expect(s.context.labels).toBe(1);
    expect(run(start(), ...toCarrier, { type: 'carriers.loaded', carriers: [] }).context.selectedCarrier).toBe('nolabel');
    expect(whyNot(s, { type: 'carrier.select', code: 'ups' })).toBe('CARRIER_UNAVAILABLE');
    expect(run(s, { type: 'carrier.select', code: 'nolabel' }).context.selectedCarrier).toBe('nolabel');
  });

  it('takes label counts 0 to 10 (LABEL_COUNT_INVALID otherwise); 0 sends no carrier and no labels (spec §5)', () => {
    const s = run(start(), ...toCarrier, carriersLoaded);
    expect(whyNot(s, { type: 'labels.set', count: -1 })).toBe('LABEL_COUNT_INVALID');
    expect(whyNot(s, { type: 'labels.set', count: 11 })).toBe('LABEL_COUNT_INVALID');
    expect(whyNot(s, { type: 'labels.set', count: 1.5 })).toBe('LABEL_COUNT_INVALID');
    const none = run(s, { type: 'labels.set', count: 0 }, { type: 'carrier.done' }, { type: 'return.submit', contact });
    expect(returnPayload(none.context)).toMatchObject({ carrier: null, labels: 0 });
    const nolabel = run(s, { type: 'carrier.select', code: 'nolabel' }, { type: 'carrier.done' }, { type: 'return.submit', contact });
    expect(returnPayload(nolabel.context)).toMatchObject({ carrier: 'nolabel', labels: 0 });
  });

  it('carrier.done needs a carrier (CARRIER_NOT_SELECTED); a changed selection or regulation drops the later choices', () => {
    const loading = run(start(), ...toCarrier);
    expect(whyNot(loading, { type: 'carrier.done' })).toBe('CARRIER_NOT_SELECTED');
    const confirm = run(start(), ...toConfirm);
    const back = run(confirm, { type: 'selection.edit' }, { type: 'item.select', itemId: 'pens', quantity: 1, reason: 'DISLIKE' });
    expect(flow(back)).toBe('preparing.selection');
    expect(back.context).toMatchObject({ selectedRegulation: null, selectedCarrier: null });
    const comment = run(confirm, { type: 'selection.edit' }, { type: 'item.select', itemId: 'pens', quantity: 2, reason: 'DISLIKE', comment: 'blau' });
    expect(comment.context).toMatchObject({ selectedRegulation: 'REFUND', selectedCarrier: 'dhl' });
    const regulation = run(confirm, { type: 'regulation.edit' }, { type: 'regulation.select', code: 'CREDIT' });
    expect(flow(regulation)).toBe('preparing.regulation.ready');
    expect(regulation.context.selectedCarrier).toBeNull();
    expect(flow(run(confirm, { type: 'carrier.edit' }))).toBe('preparing.carrier.ready');
  });
});

describe('returns machine: confirm and submit', () => {
  const confirm = () => run(start(), ...toConfirm);

  it('submits with a valid contact and records the RMA and label link', () => {
    const s = run(start(), ...toSubmitting);
    expect(flow(s)).toBe('submitting');
    expect(s.context).toMatchObject({ submissionAttempt: 1, contact });
    expect(returnPayload(s.context)).toEqual({
      hash: 'hash-a',
      orderId: 'order-1',
      salesOrderNo: 'SO-1',
      regulation: 'REFUND',
      items: [{ id: 'pens', lineNo: 2, quantity: 2, reason: 'DISLIKE', additionalInfo: null, images: [], components: [] }],
      carrier: 'dhl',
      labels: 1,
      contact: { salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.de', phone: '+49 30 1234' },
    });
    const done = run(s, { type: 'submit.succeeded', rma: 'RMA-7', labelUrl: 'https://x/label.pdf' });
    expect(flow(done)).toBe('submitted');
    expect(done.context).toMatchObject({ rma: 'RMA-7', labelUrl: 'https://x/label.pdf' });
    expect(whyNot(done, { type: 'return.submit', contact })).toBe('ALREADY_SUBMITTED');
    expect(whyNot(done, { type: 'lookup.byHash', hash: 'hash-b' })).toBe('ALREADY_SUBMITTED');
    expect(whyNot(s, { type: 'return.submit', contact })).toBe('SUBMISSION_IN_PROGRESS');
  });

  it('refuses an invalid contact (CONTACT_INVALID)', () => {
    for (const bad of [{ ...contact, email: 'nope' }, { ...contact, firstName: ' ' }, { ...contact, lastName: 'x'.repeat(61) }, { ...contact, phone: 'abc' }]) {
      expect(whyNot(confirm(), { type: 'return.submit', contact: bad })).toBe('CONTACT_INVALID');
    }
    expect(whyNot(confirm(), { type: 'return.submit', contact: { ...contact, salutation: '', phone: '' } })).toBeNull();
  });

  it('checks the contact as the upstream does: e-mail trimmed, phone length first, the upstream phone key', () => {
    expect(whyNot(confirm(), { type: 'return.submit', contact: { ...contact, email: ' erika@example.de ' } })).toBeNull();
    expect(contactProblems({ ...contact, phone: '030/1234' }).phone?.messageKey).toBe('vue.form.error.phone.incorrect');
    expect(contactProblems({ ...contact, phone: 'x'.repeat(31) }).phone?.messageKey).toBe('vue.form.error.maxLength');
    expect(contactProblems(contact)).toEqual({});
  });

  it('refuses while a required photo is missing (PHOTO_REQUIRED), uploading (PHOTO_UPLOADING) or failed (PHOTO_FAILED)', () => {
    const chair = [...toSelection, chairDamaged, { type: 'selection.done' }, regulationsLoaded, { type: 'regulation.done' }, carriersLoaded, { type: 'carrier.done' }] as ReturnsEvent[];
    const submit: ReturnsEvent = { type: 'return.submit', contact };
    const missing = run(start(), ...chair);
    expect(flow(missing)).toBe('preparing.confirm');
    expect(whyNot(missing, submit)).toBe('PHOTO_REQUIRED');
    const queued = run(missing, { type: 'photo.add', photoId: 'p1', itemId: 'chair' });
    expect(whyNot(queued, submit)).toBe('PHOTO_UPLOADING');
    const uploading = run(queued, { type: 'photo.uploading', photoId: 'p1' });
    expect(whyNot(uploading, submit)).toBe('PHOTO_UPLOADING');
    const failed = run(uploading, { type: 'photo.failed', photoId: 'p1', messageKey: 'vue.upload.error.invalidFile' });
    expect(whyNot(failed, submit)).toBe('PHOTO_FAILED');
    const uploaded = run(uploading, { type: 'photo.uploaded', photoId: 'p1', imageId: 'img-1' });
    expect(whyNot(uploaded, submit)).toBeNull();
    expect(returnPayload(run(uploaded, submit).context)?.items[0]).toMatchObject({ images: ['img-1'], additionalInfo: 'Bein gebrochen' });
    // An optional photo still on its way holds the submit too: it would be lost otherwise.
    const optional = run(uploaded, { type: 'photo.add', photoId: 'p2', itemId: 'chair' });
    expect(whyNot(optional, submit)).toBe('PHOTO_UPLOADING');
  });

  it('names the first missing step when submitting from elsewhere', () => {
    expect(whyNot(run(start(), ...toCarrier), { type: 'return.submit', contact })).toBe('CARRIER_NOT_SELECTED');
  });
});

describe('returns machine: failures support can tell apart, each with a way out', () => {
  const unavailable = (events: ReturnsEvent[]): ReturnsSnapshot => run(start(), ...events, { type: 'upstream.unavailable' });
  const refused = (events: ReturnsEvent[]): ReturnsSnapshot =>
    run(start(), ...events, { type: 'upstream.refused', messageKey: 'vue.returns.error.invalidSelection', field: 'items.0.quantity' });

  it.each([
    ['lookup', [{ type: 'lookup.byHash', hash: 'hash-a' }], 'lookup.searching'],
    ['regulation', toRegulation, 'preparing.regulation.loading'],
    ['carrier', [...toCarrier], 'preparing.carrier.loading'],
    ['submit', toSubmitting, 'submitting'],
  ] as [string, ReturnsEvent[], string][])('upstreamUnavailable at %s: return.retry repeats the call', (stage, events, back) => {
    const s = unavailable(events);
    expect(flow(s)).toBe('failed.upstreamUnavailable');
    expect(s.context).toMatchObject({ failedAt: stage, lastError: { code: 'UPSTREAM_UNAVAILABLE', messageKey: GENERIC_ERROR_KEY } });
    const retried = run(s, { type: 'return.retry' });
    expect(flow(retried)).toBe(back);
    expect(retried.context.lastError).toBeNull();
  });

  it('a retried submission keeps its attempt (the host job id)', () => {
    const retried = run(unavailable(toSubmitting), { type: 'return.retry' });
    expect(retried.context.submissionAttempt).toBe(1);
  });

  it.each([
    ['lookup', [{ type: 'lookup.byHash', hash: 'hash-a' }], 'lookup.idle'],
    ['regulation', toRegulation, 'preparing.selection'],
    ['carrier', [...toCarrier], 'preparing.regulation.ready'],
    ['submit', toSubmitting, 'preparing.confirm'],
  ] as [string, ReturnsEvent[], string][])('upstreamRefused at %s: return.back goes to the step that sent it', (stage, events, back) => {
    const s = refused(events);
    expect(flow(s)).toBe('failed.upstreamRefused');
    expect(s.context).toMatchObject({ failedAt: stage, lastError: { code: 'UPSTREAM_REFUSED', field: 'items.0.quantity' } });
    expect(flow(run(s, { type: 'return.back' }))).toBe(back);
  });

  it('refuses return.retry where nothing can be retried (NOT_RETRYABLE); return.restart leads to the lookup', () => {
    expect(whyNot(refused(toRegulation), { type: 'return.retry' })).toBe('NOT_RETRYABLE');
    for (const failed of [unavailable(toCarrier), refused(toSubmitting)]) {
      const restarted = run(failed, { type: 'return.restart' });
      expect(flow(restarted)).toBe('lookup.idle');
      expect(restarted.context.hash).toBeNull();
    }
  });

  describe('a submit without an answer (the return may be filed): only the same submission again', () => {
    const withPhoto: ReturnsEvent[] = [
      ...toConfirm,
      { type: 'photo.add', photoId: 'p1', itemId: 'pens' },
      { type: 'photo.uploaded', photoId: 'p1', imageId: 'i1' },
      { type: 'photo.add', photoId: 'p2', itemId: 'pens' },
      { type: 'photo.failed', photoId: 'p2' },
      { type: 'photo.remove', photoId: 'p2' },
      { type: 'return.submit', contact },
    ];
    const lost = () => unavailable(withPhoto);

    it.each([
      ['photo.add', { type: 'photo.add', photoId: 'p3', itemId: 'pens' }],
      ['photo.remove', { type: 'photo.remove', photoId: 'p1' }],
      ['lookup.byHash (same order)', { type: 'lookup.byHash', hash: 'hash-a' }],
      ['lookup.byHash (another order)', { type: 'lookup.byHash', hash: 'hash-b' }],
      ['lookup.byOrder', { type: 'lookup.byOrder', orderId: 'order-1', zipCode: '10115' }],
      ['return.restart', { type: 'return.restart' }],
    ] as [string, ReturnsEvent][])('refuses %s with SUBMISSION_OUTCOME_UNKNOWN and keeps the return', (_name, event) => {
      const s = lost();
      expect(whyNot(s, event)).toBe('SUBMISSION_OUTCOME_UNKNOWN');
      expect(run(s, event)).toBe(s);
    });

    it('refuses photo.retry of a failed photo (SUBMISSION_OUTCOME_UNKNOWN)', () => {
      const s = lost();
      const failedPhoto = { ...s, context: { ...s.context, photos: s.context.photos.map((p) => ({ ...p, state: 'failed' as const })) } } as ReturnsSnapshot;
      expect(whyNot(failedPhoto, { type: 'photo.retry', photoId: 'p1' })).toBe('SUBMISSION_OUTCOME_UNKNOWN');
    });

    it('return.retry sends the same submission (same attempt, same payload) when it is still complete', () => {
      const s = lost();
      const before = returnPayload(s.context);
      const retried = run(s, { type: 'return.retry' });
      expect(flow(retried)).toBe('submitting');
      expect(retried.context.submissionAttempt).toBe(1);
      expect(returnPayload(retried.context)).toEqual(before);
    });

    it('return.retry is refused when the return is no longer complete (readyToResubmit)', () => {
      const s = lost();
      const broken = { ...s, context: { ...s.context, photos: s.context.photos.map((p) => ({ ...p, state: 'uploading' as const })) } } as ReturnsSnapshot;
      expect(whyNot(broken, { type: 'return.retry' })).toBe('PHOTO_UPLOADING');
      expect(flow(run(broken, { type: 'return.retry' }))).toBe('failed.upstreamUnavailable');
    });

    it('an upstream refusal of the submit filed nothing: back, photos, lookups and restart stay open', () => {
      const s = run(start(), ...withPhoto, { type: 'upstream.refused', messageKey: 'vue.returns.error.invalidSelection' });
      expect(flow(s)).toBe('failed.upstreamRefused');
      expect(whyNot(s, { type: 'return.back' })).toBeNull();
      expect(whyNot(s, { type: 'photo.add', photoId: 'p3', itemId: 'pens' })).toBeNull();
      expect(whyNot(s, { type: 'photo.remove', photoId: 'p1' })).toBeNull();
      expect(whyNot(s, { type: 'lookup.byHash', hash: 'hash-b' })).toBeNull();
      expect(whyNot(s, { type: 'return.restart' })).toBeNull();
    });

    it('other outages keep their lookups and restart', () => {
      const s = unavailable(toCarrier);
      expect(whyNot(s, { type: 'lookup.byHash', hash: 'hash-b' })).toBeNull();
      expect(whyNot(s, { type: 'return.restart' })).toBeNull();
      expect(whyNot(s, { type: 'photo.add', photoId: 'p3', itemId: 'pens' })).toBeNull();
    });
  });

  it('each step refuses the events of another with a typed reason', () => {
    expect(whyNot(start(), { type: 'selection.done' })).toBe('NOTHING_SELECTED');
    expect(whyNot(run(start(), ...toSelection), { type: 'carrier.done' })).toBe('CARRIER_NOT_SELECTED');
    expect(whyNot(run(start(), ...toSelection), { type: 'submit.succeeded', rma: 'x' })).toBe('NOT_IN_THIS_STATE');
  });
});
