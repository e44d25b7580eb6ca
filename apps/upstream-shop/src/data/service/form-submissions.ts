import type { ShopId } from '../customers/customer-types.js';

export interface FormSubmission {
  reference: string;
  formId: string;
  shop: ShopId;
  values: Readonly<Record<string, string>>;
  receivedAt: string;
}

/**
 * The forms visitors sent (contact form, advice request, catalogue request, sweepstakes entry),
 * each with the reference the sender is shown: K-{year}-{six-digit number}, counting up per server.
 */
export class FormSubmissionStore {
  private readonly submissions = new Map<string, FormSubmission>();
  private next = 123;

  constructor(private readonly now: () => number) {}

  add(formId: string, shop: ShopId, values: Record<string, string>): FormSubmission {
    const date = new Date(this.now());
    const reference = `K-${date.getUTCFullYear()}-${String(this.next++).padStart(6, '0')}`;
    const submission = { reference, formId, shop, values: Object.freeze({ ...values }), receivedAt: date.toISOString() };
    this.submissions.set(reference, submission);
    return submission;
  }

  get(reference: string): FormSubmission | null {
    return this.submissions.get(reference) ?? null;
  }
}
