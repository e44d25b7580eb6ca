import { customerNumber, email, firstProblem, password, required, type FieldValidator } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { fieldError } from '../request/index.js';

/** Spec §8: a failed login shows a general message and marks the login field and the password. */
export const LOGIN_FAILED_KEY = 'vue.user.login.error.invalidCredentials';

function check(errors: FieldError[], field: string, value: string | null | undefined, rules: FieldValidator[]): void {
  const problem = firstProblem(value ?? '', rules);
  if (problem) errors.push(fieldError(field, problem.messageKey, `${field}: ${problem.messageKey}`, problem.params));
}

/** The login form's own checks (spec §5): e-mail or customer number, and a password of 3–35 characters. */
export function loginFormErrors(input: { email?: string | null; customerNumber?: string | null; password: string }): FieldError[] {
  const errors: FieldError[] = [];
  if (input.customerNumber) check(errors, 'customerNumber', input.customerNumber, [customerNumber]);
  else check(errors, 'email', input.email, [required, email]);
  check(errors, 'password', input.password, [required, password]);
  return errors;
}
