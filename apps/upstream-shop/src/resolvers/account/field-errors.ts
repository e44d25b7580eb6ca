import { firstProblem, type FieldValidator } from '@tafel/domain';

/** Spec §5: a server field error names the field (dotted names allowed) and a message key. */
export interface FieldErrorRecord {
  fieldName: string;
  errorMessage: string;
  formName: string | null;
}

/**
 * Collects the field errors of one form. Every field is checked (the client marks all of them
 * at once); resolvers write nothing unless `ok`.
 */
export class FieldErrors {
  constructor(
    readonly formName: string | null,
    private readonly prefix = '',
    readonly list: FieldErrorRecord[] = [],
  ) {}

  /** A view for a nested input sharing the same list, e.g. address → address.postCode. */
  nested(name: string): FieldErrors {
    return new FieldErrors(this.formName, `${this.prefix}${name}.`, this.list);
  }

  add(field: string, messageKey: string): void {
    this.list.push({ fieldName: `${this.prefix}${field}`, errorMessage: messageKey, formName: this.formName });
  }

  /** Trims the value, runs the rules and answers the trimmed value (checked or not). */
  text(field: string, value: string | null | undefined, rules: readonly FieldValidator[]): string {
    const trimmed = (value ?? '').trim();
    this.raw(field, trimmed, rules);
    return trimmed;
  }

  /** Like text() but untrimmed: passwords keep their blanks. */
  raw(field: string, value: string | null | undefined, rules: readonly FieldValidator[]): string {
    const given = value ?? '';
    const problem = firstProblem(given, rules);
    if (problem) this.add(field, problem.messageKey);
    return given;
  }

  get ok(): boolean {
    return this.list.length === 0;
  }
}

/** Empty text means "not given". */
export const orNull = (value: string): string | null => (value === '' ? null : value);
