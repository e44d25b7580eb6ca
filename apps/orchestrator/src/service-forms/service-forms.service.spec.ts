import { AppError } from '../common/app-error.js';
import type { Shopper } from '../request/index.js';
import type { UpstreamClient } from '../upstream/upstream-client.js';
import type { FormLimits } from './form-limits.js';
import { ServiceFormsService } from './service-forms.service.js';

// What the visitor sees when the upstream refuses what our checks let through: only message keys
// the form rules know, never the upstream's own texts; a refusal naming no field of the form is
// the upstream's fault.

const shopper = { site: 'de-de', userId: null } as unknown as Shopper;
const CONTACT = [
  ['firstName', 'Jonas'],
  ['lastName', 'Berg'],
  ['email', 'jonas@example.org'],
  ['subject', 'produkt'],
  ['message', 'Hallo'],
].map(([name, value]) => ({ name: name!, value: value! }));

function service(answer: { successful: boolean; reference?: string | null; fieldErrors: { fieldName: string; errorMessage: string }[] }) {
  const calls: unknown[] = [];
  const upstream = {
    request: async (_document: unknown, variables: unknown) => {
      calls.push(variables);
      return { checkEmailSubscribed: false, subscribeNewsletter: answer, unsubscribeNewsletter: answer, submitForm: { reference: null, ...answer } };
    },
  } as unknown as UpstreamClient;
  const taken: unknown[][] = [];
  const limits = { take: async (...args: unknown[]) => (taken.push(args), null) } as unknown as FormLimits;
  return { forms: new ServiceFormsService(upstream, limits), calls, taken };
}

describe('ServiceFormsService: upstream refusals', () => {
  it('passes on a known message key and replaces free text by the generic key', async () => {
    const { forms } = service({ successful: false, fieldErrors: [
      { fieldName: 'lastName', errorMessage: 'vue.form.error.maxLength' },
      { fieldName: 'message', errorMessage: 'SQLSTATE 23505: duplicate key in crm.contact_requests' },
    ] });
    const answer = await forms.submit('kontaktformular', CONTACT, shopper, '10.0.0.1');
    expect(answer).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'fields.lastName', messageKey: 'vue.form.error.maxLength', message: 'fields.lastName: vue.form.error.maxLength' },
        { field: 'fields.message', messageKey: 'vue.form.error.invalidInput', message: 'fields.message: vue.form.error.invalidInput' },
      ],
    });
    expect(JSON.stringify(answer)).not.toContain('SQLSTATE');
  });

  it('treats a refusal without field errors, or naming a field the form lacks, as an upstream fault', async () => {
    for (const fieldErrors of [[], [{ fieldName: 'internalNote', errorMessage: 'vue.form.error.requiredField' }]]) {
      const { forms } = service({ successful: false, fieldErrors });
      await expect(forms.submit('kontaktformular', CONTACT, shopper, '10.0.0.1')).rejects.toEqual(expect.objectContaining({ code: 'UPSTREAM_REJECTED' }));
      await expect(forms.submit('kontaktformular', CONTACT, shopper, '10.0.0.1')).rejects.toBeInstanceOf(AppError);
    }
    const { forms } = service({ successful: false, fieldErrors: [{ fieldName: 'password', errorMessage: 'vue.form.error.requiredField' }] });
    await expect(forms.subscribe('leser@example.org', shopper, '10.0.0.1')).rejects.toEqual(expect.objectContaining({ code: 'UPSTREAM_REJECTED' }));
  });

  it('counts a form against the client address and the address it mails', async () => {
    const { forms, taken } = service({ successful: true, reference: 'K-2026-000001', fieldErrors: [] });
    await forms.submit('kontaktformular', CONTACT, shopper, '10.0.0.1');
    await forms.subscribe(' Leser@Example.org ', shopper, null);
    await forms.unsubscribe('leser@example.org', shopper, '10.0.0.2');
    expect(taken).toEqual([['10.0.0.1', 'jonas@example.org'], [null, 'Leser@Example.org'], ['10.0.0.2']]);
  });
});
