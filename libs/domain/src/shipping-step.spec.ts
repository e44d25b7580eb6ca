import { firstProblem } from './validation.js';
import { CONTACT_PHONE_RULES, ORDER_REFERENCE_RULES, SpeditionKeys, speditionFieldRules } from './shipping-step.js';

describe('shipping step field rules (shared by the storefront form and the orchestrator)', () => {
  it('order reference: at most 35 characters, one line', () => {
    expect(firstProblem('PO-2026-42', ORDER_REFERENCE_RULES)).toBeNull();
    expect(firstProblem('x'.repeat(36), ORDER_REFERENCE_RULES)).toMatchObject({ messageKey: 'vue.form.error.maxLength', params: { max: '35' } });
    expect(firstProblem('PO\n42', ORDER_REFERENCE_RULES)).toEqual({ messageKey: 'vue.form.error.invalidCharacters' });
  });

  it('contact phone: optional, digits, spaces, + and -', () => {
    expect(firstProblem('', CONTACT_PHONE_RULES)).toBeNull();
    expect(firstProblem('+49 30 123-45', CONTACT_PHONE_RULES)).toBeNull();
    expect(firstProblem('030/12345', CONTACT_PHONE_RULES)).toEqual({ messageKey: 'vue.form.error.invalidFormat' });
  });

  it('spedition fields: required, length, phone characters and offered options with the upstream keys', () => {
    const text = speditionFieldRules({ fieldName: 'ansprechpartner', required: true, type: 'text', maxLength: 5, options: [] });
    expect(firstProblem('', text)).toEqual({ messageKey: 'vue.form.error.requiredField' });
    expect(firstProblem('Erika M.', text)).toMatchObject({ messageKey: 'vue.form.error.maxLength' });
    const phone = speditionFieldRules({ fieldName: 'telefonAvis', required: false, type: 'phone', maxLength: 30, options: [] });
    expect(firstProblem('', phone)).toBeNull();
    expect(firstProblem('0171 x', phone)).toEqual({ messageKey: SpeditionKeys.phone });
    const select = speditionFieldRules({ fieldName: 'zeitfenster', required: false, type: 'select', maxLength: 20, options: ['vormittags', 'nachmittags'] });
    expect(firstProblem('', select)).toBeNull();
    expect(firstProblem('nachmittags', select)).toBeNull();
    expect(firstProblem('nachts', select)).toEqual({ messageKey: SpeditionKeys.invalidOption });
  });
});
