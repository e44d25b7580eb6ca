import { redact, REDACTED, redactText } from './redact.js';

describe('redact (engineer view)', () => {
  it('masks names, e-mails, addresses and phone numbers, deep', () => {
    const input = {
      billingAddress: { salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', street: 'Hauptstraße 5', postCode: '10115', city: 'Berlin', country: 'DE', phone: '030 1234567', email: 'erika@example.de' },
      lines: [{ itemId: '10401-01', name: 'Ordner A4', quantity: 2 }],
      note: 'Kundin erika@example.de rief an: +49 30 1234567',
      state: 'failed.upstreamUnavailable',
      attempt: 1,
    };
    const out = redact(input);
    expect(out.billingAddress).toEqual({ salutation: REDACTED, firstName: REDACTED, lastName: REDACTED, street: REDACTED, postCode: REDACTED, city: REDACTED, country: 'DE', phone: REDACTED, email: REDACTED });
    expect(out.note).toBe(`Kundin ${REDACTED} rief an: ${REDACTED}`);
    expect(out.state).toBe('failed.upstreamUnavailable');
    expect(out.attempt).toBe(1);
    // Product names are not personal data.
    expect(out.lines[0]).toEqual({ itemId: '10401-01', name: 'Ordner A4', quantity: 2 });
    expect(input.billingAddress.firstName).toBe('Erika');
  });

  it('leaves ids, message keys and fingerprints alone', () => {
    expect(redactText('vue.checkout.payment.error co-abc_123 submit-co-x-1 2026-11-24T15:00:00.000Z')).toBe('vue.checkout.payment.error co-abc_123 submit-co-x-1 2026-11-24T15:00:00.000Z');
  });
});
