import { describe, expect, it } from '@jest/globals';
import { CONTENT_FORMS, ValidationKeys } from '@tafel/domain';
import { contentFormNames, formFieldName, honeypotFilled, postedDefinition, postedFields, problemTexts, unexpectedFields, waitMinutes } from './content-form-view';

const form = (entries: Record<string, string>): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('content form view', () => {
  it('reads each field of the definition once; an unticked checkbox is empty, unknown fields are dropped', () => {
    const definition = CONTENT_FORMS['gewinnspiel-klassenausstattung'];
    expect(postedFields(definition, form({ name: 'Anna', email: 'a@example.org', admin: '1' }))).toEqual([
      { name: 'name', value: 'Anna' },
      { name: 'institution', value: '' },
      { name: 'email', value: 'a@example.org' },
      { name: 'acceptTerms', value: '' },
    ]);
    expect(postedFields(definition, form({ acceptTerms: 'true' })).at(-1)).toEqual({ name: 'acceptTerms', value: 'true' });
    expect(postedFields(definition, form({ acceptTerms: 'on' })).at(-1)).toEqual({ name: 'acceptTerms', value: '' });
  });

  it('finds the form by its hidden id and tells a filled honeypot', () => {
    expect(postedDefinition(form({ formId: 'kontaktformular' }))?.formId).toBe('kontaktformular');
    expect(postedDefinition(form({ formId: 'nope' }))).toBeNull();
    expect(honeypotFilled(form({ website: ' http://spam ' }))).toBe(true);
    expect(honeypotFilled(form({ website: '  ' }))).toBe(false);
  });

  it('names what a post carries beyond its form: unknown names and fields sent twice, not React\'s own entries', () => {
    const names = contentFormNames(CONTENT_FORMS['gewinnspiel-klassenausstattung']);
    const posted = form({ formId: 'gewinnspiel-klassenausstattung', website: '', name: 'Anna', $ACTION_REF_1: '', '$ACTION_1:0': '{}' });
    expect(unexpectedFields(posted, names)).toEqual([]);
    posted.append('admin', '1');
    posted.append('name', 'Bert');
    expect(unexpectedFields(posted, names)).toEqual(['admin', 'name']);
  });

  it('names the fields as the form does and keeps the first problem of a field', () => {
    expect(formFieldName('fields.email')).toBe('email');
    expect(formFieldName('formId')).toBe('formId');
    const texts = problemTexts(
      [
        { field: 'fields.email', messageKey: ValidationKeys.emailIncorrect },
        { field: 'email', messageKey: ValidationKeys.required },
        { field: 'message', messageKey: ValidationKeys.maxLength, params: { max: '2000' } },
      ],
      (key, params) => `${key}${params ? JSON.stringify(params) : ''}`,
    );
    expect(texts).toEqual({ email: ValidationKeys.emailIncorrect, message: `${ValidationKeys.maxLength}{"max":"2000"}` });
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(waitMinutes(30)).toBe(1);
    expect(waitMinutes(61)).toBe(2);
    expect(waitMinutes(3600)).toBe(60);
    expect(waitMinutes(Number.NaN)).toBe(1);
  });
});
