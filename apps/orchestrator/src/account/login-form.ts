import { customerNumber, email, firstProblem, password, required, type FieldValidator } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { fieldError } from '../request/index.js';

/** Spec §8: a failed login shows a general message and marks the login field and the password. */
export const LOGIN_FAILED_KEY = 'vue.user.login.error.invalidCredentials';

/** Checks one field (trimmed unless `raw`) and adds its first problem; shared with the account's forms. */
export function check(errors: FieldError[], field: string, value: string | null | undefined, rules: readonly FieldValidator[], raw = false): void {
  const problem = firstProblem(raw ? (value ?? '') : (value ?? '').trim(), rules);
  if (problem) errors.push(fieldError(field, problem.messageKey, `${field}: ${problem.messageKey}`, problem.params));
}

/** The login form's own checks (spec §5): e-mail or customer number, and a password of 3–35 characters. */
export function loginFormErrors(input: { email?: string | null; customerNumber?: string | null; password: string }): FieldError[] {
  const errors: FieldError[] = [];
  // A blank customer number is none (the login and its limit go by e-mail then).
  const number = input.customerNumber?.trim();
  if (number) check(errors, 'customerNumber', number, [customerNumber]);
  // The e-mail goes to the upstream as typed, so it is checked as typed.
  else check(errors, 'email', input.email, [required, email], true);
  check(errors, 'password', input.password, [required, password], true);
  return errors;
}
