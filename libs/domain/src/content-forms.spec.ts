import { CONTENT_FORM_IDS, CONTENT_FORMS, contentFieldProblem, ContentFormKeys, contentForm, validateContentForm } from './content-forms.js';
import { ValidationKeys } from './validation.js';

const contact = {
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  email: 'anna@example.org',
  phone: '',
  orderNumber: '',
  subject: 'lieferung',
  message: 'Wann kommt meine Lieferung?',
};
const fields = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ({ name, value }));

describe('content forms', () => {
  it('defines every formId of the contract, each with its sender e-mail field', () => {
    expect(Object.keys(CONTENT_FORMS).sort()).toEqual([...CONTENT_FORM_IDS].sort());
    for (const id of CONTENT_FORM_IDS) {
      const definition = CONTENT_FORMS[id];
      expect(definition.formId).toBe(id);
      expect(definition.fields.find((f) => f.name === definition.senderEmailField)?.kind).toBe('email');
    }
    expect(contentForm('nope')).toBeNull();
    expect(contentForm('toString')).toBeNull();
  });

  it('accepts a valid contact form and answers the trimmed values of every field', () => {
    const result = validateContentForm('kontaktformular', fields({ ...contact, firstName: '  Anna ' }).filter((f) => f.name !== 'phone'));
    expect(result).toMatchObject({ ok: true, values: { ...contact, firstName: 'Anna', phone: '' } });
  });

  it('names every bad field in definition order with the spec keys', () => {
    const result = validateContentForm('kontaktformular', fields({ ...contact, firstName: ' ', email: 'anna@example', subject: 'x', message: 'a'.repeat(2001) }));
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'firstName', messageKey: ValidationKeys.required },
        { field: 'email', messageKey: ValidationKeys.emailIncorrect },
        { field: 'subject', messageKey: ValidationKeys.invalidOption },
        { field: 'message', messageKey: ValidationKeys.maxLength, params: { max: '2000' } },
      ],
    });
  });

  it('refuses an unknown form, unknown fields and a field sent twice', () => {
    expect(validateContentForm('kontakt', [])).toEqual({ ok: false, problems: [{ field: 'formId', messageKey: ContentFormKeys.unknownForm }] });
    const result = validateContentForm('kontaktformular', [...fields(contact), { name: 'admin', value: '1' }, { name: 'email', value: 'b@example.org' }]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'admin', messageKey: ContentFormKeys.unknownField },
        { field: 'email', messageKey: ContentFormKeys.unknownField },
      ],
    });
  });

  it('checks the catalogue request: copies 1 to 5 and the postcode of the country', () => {
    const base = { institution: 'Grundschule am See', contactName: 'Anna Schmidt', street: 'Seestraße 12', postCode: '1010', city: 'Wien', country: 'AT', email: 'a@example.org', copies: '2' };
    expect(validateContentForm('katalog-bestellung', fields(base)).ok).toBe(true);
    const bad = validateContentForm('katalog-bestellung', fields({ ...base, postCode: '10115', copies: '6' }));
    expect(bad).toEqual({
      ok: false,
      problems: [
        { field: 'postCode', messageKey: ContentFormKeys.postCode },
        { field: 'copies', messageKey: ContentFormKeys.numberRange, params: { min: '1', max: '5' } },
      ],
    });
    const copies = CONTENT_FORMS['katalog-bestellung'].fields.find((f) => f.name === 'copies')!;
    expect(contentFieldProblem(copies, '0')).not.toBeNull();
    expect(contentFieldProblem(copies, '1.5')).not.toBeNull();
    expect(contentFieldProblem(copies, '5')).toBeNull();
  });

  it('requires the sweepstakes terms to be accepted', () => {
    const base = { name: 'Anna Schmidt', institution: 'Grundschule am See', email: 'a@example.org' };
    expect(validateContentForm('gewinnspiel-klassenausstattung', fields(base))).toEqual({ ok: false, problems: [{ field: 'acceptTerms', messageKey: ValidationKeys.required }] });
    expect(validateContentForm('gewinnspiel-klassenausstattung', fields({ ...base, acceptTerms: 'yes' }))).toMatchObject({ ok: false, problems: [{ field: 'acceptTerms', messageKey: ValidationKeys.invalidOption }] });
    expect(validateContentForm('gewinnspiel-klassenausstattung', fields({ ...base, acceptTerms: 'true' })).ok).toBe(true);
  });

  it('requires the advice request phone and checks its characters', () => {
    const base = { name: 'Anna Schmidt', email: 'a@example.org', phone: '030 1234', topic: 'ausstattung', message: 'Bitte rufen Sie an.' };
    expect(validateContentForm('beratungsanfrage', fields(base)).ok).toBe(true);
    expect(validateContentForm('beratungsanfrage', fields({ ...base, phone: 'abc' }))).toMatchObject({ ok: false, problems: [{ field: 'phone', messageKey: ValidationKeys.phoneCharacters }] });
    expect(validateContentForm('beratungsanfrage', fields({ ...base, phone: '' }))).toMatchObject({ ok: false, problems: [{ field: 'phone', messageKey: ValidationKeys.required }] });
  });

  it('refuses control characters, separators and bidi overrides; only a message may break lines', () => {
    const base = { name: 'Anna Schmidt', email: 'a@example.org', phone: '030 1234', topic: 'ausstattung', message: 'Zeile 1\r\nZeile 2\tEnde' };
    expect(validateContentForm('beratungsanfrage', fields(base)).ok).toBe(true);
    for (const bad of ['Anna\nSchmidt', 'Anna\u0000', 'An\u2028na', '\u202Edimhcs', 'Anna\u007F']) {
      expect(validateContentForm('beratungsanfrage', fields({ ...base, name: bad }))).toEqual({ ok: false, problems: [{ field: 'name', messageKey: ContentFormKeys.invalidCharacters }] });
    }
    expect(validateContentForm('beratungsanfrage', fields({ ...base, message: 'a\u0007b' }))).toEqual({ ok: false, problems: [{ field: 'message', messageKey: ContentFormKeys.invalidCharacters }] });
    expect(validateContentForm('beratungsanfrage', fields({ ...base, email: 'a\u0000b@example.org' }))).toEqual({ ok: false, problems: [{ field: 'email', messageKey: ValidationKeys.emailIncorrect }] });
  });
});
