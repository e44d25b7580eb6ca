import { contactErrors, itemFieldError, lookupErrors } from './returns-validation.js';

describe('returns input validation', () => {
  it('takes either order number and postcode, or a hash', () => {
    expect(lookupErrors({ orderId: '40090001', zipCode: '1060' })).toEqual([]);
    expect(lookupErrors({ hash: 'abc_DEF-123' })).toEqual([]);
    expect(lookupErrors({ hash: 'abc', orderId: '1' }).map((e) => e.field)).toEqual(['hash']);
    expect(lookupErrors({ hash: 'no spaces' })).toEqual([expect.objectContaining({ field: 'hash', messageKey: 'vue.returns.error.orderNotFound' })]);
  });

  it('names each missing or too long lookup field with the form keys', () => {
    expect(lookupErrors({})).toEqual([
      expect.objectContaining({ field: 'orderId', messageKey: 'vue.form.error.requiredField' }),
      expect.objectContaining({ field: 'zipCode', messageKey: 'vue.form.error.requiredField' }),
    ]);
    expect(lookupErrors({ orderId: '1', zipCode: '12345678901' })).toEqual([expect.objectContaining({ field: 'zipCode', messageKey: 'vue.form.error.maxLength' })]);
    expect(lookupErrors({ orderId: '  ', zipCode: '1060' }).map((e) => e.field)).toEqual(['orderId']);
  });

  it('puts contact problems at contact.<field>', () => {
    expect(contactErrors({ firstName: 'Erika', lastName: 'Muster', email: 'erika@example.de' })).toEqual([]);
    const errors = contactErrors({ firstName: '', lastName: 'M', email: 'nope', phone: 'abc' });
    expect(errors.map((e) => [e.field, e.messageKey])).toEqual([
      ['contact.firstName', 'vue.form.error.requiredField'],
      ['contact.email', 'vue.form.error.email.incorrect'],
      ['contact.phone', 'vue.form.error.phone.incorrect'],
    ]);
  });

  it('maps an item refusal to the field it is about', () => {
    expect(itemFieldError(2, 'QUANTITY_EXCEEDS_RETURNABLE')).toMatchObject({ field: 'items.2.quantity', params: [{ name: 'reason', value: 'QUANTITY_EXCEEDS_RETURNABLE' }] });
    expect(itemFieldError(0, 'COMMENT_REQUIRED')).toMatchObject({ field: 'items.0.comment', messageKey: 'vue.returns.error.commentRequired' });
    expect(itemFieldError(0, 'NOT_IN_THIS_STATE')).toBeNull();
  });
});
