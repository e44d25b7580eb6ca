import { describe, expect, it } from '@jest/globals';
import { GUARD_REASONS, messageKeyForReason } from '@tafel/checkout-machine';
import {
  BUYER_REFERENCE_INVALID_KEY,
  customerNumber,
  email,
  firstProblem,
  NO_PAYMENT_SELECTED_KEY,
  password,
  PAYMENT_ERROR_KEY,
  required,
  ValidationKeys,
  type FieldValidator,
} from '@tafel/domain';
import { guardReasonKey } from '@/lib/checkout/checkout-messages';
import { resolveToast } from '@/lib/toast/toast-queue';
import { routeGraphs, scopeNamesOf } from '../../test-support/route-graph';
import { scopeMessages } from './client-messages';
import { CLIENT_SCOPES, type ClientScope } from './client-scopes';
import { translator } from './i18n';
import { makeTranslator, type ShopLocale } from './translate';

// The keys a client component gets as data (an answer's message key) are invisible to the scan of
// client-messages.spec.ts: these tests put them through the browser's translator with the texts the
// route's layouts really hand over, and fail for a key that would show the generic message.

const graphs = routeGraphs();

/** The browser's translator on a route: the messages of the client scopes its layouts hand over, each miss noted. */
function browserTranslator(route: string, locale: ShopLocale) {
  const graph = graphs.find((candidate) => candidate.route === route);
  if (!graph) throw new Error(`no route ${route}`);
  const scopes = scopeNamesOf(graph).filter((name): name is ClientScope => name in CLIENT_SCOPES);
  const messages = Object.assign({}, ...scopes.map((scope) => scopeMessages(scope, translator(locale).language)));
  const missing: string[] = [];
  return { i18n: makeTranslator(locale, messages, (key) => missing.push(key)), missing };
}

/** The message key the first failing validator answers (what the orchestrator's field check sends). */
function keyOf(value: string, rules: FieldValidator[]): string {
  const problem = firstProblem(value, rules);
  if (!problem) throw new Error(`"${value}" passes`);
  return problem.messageKey;
}

// The orchestrator's login checks (apps/orchestrator/src/account/login-form.ts) on an empty form, a
// bad e-mail, a short password and (B2B) a long customer number, and the upstream's refusals.
const LOGIN_ANSWERS = [
  keyOf('', [required, email]),
  keyOf('no-mail', [required, email]),
  keyOf('', [required, password]),
  keyOf('ab', [required, password]),
  keyOf('1'.repeat(81), [customerNumber]),
  'vue.user.login.error.invalidCredentials',
  'vue.user.login.error.tooManyAttempts',
];

// The payment step's toasts (components/checkout/payment-form.tsx): a refused save's first field
// error, the express button's guard reason, the fallbacks.
const PAYMENT_TOASTS = [
  NO_PAYMENT_SELECTED_KEY,
  PAYMENT_ERROR_KEY,
  BUYER_REFERENCE_INVALID_KEY,
  ValidationKeys.required,
  'vue.checkout.paymentStep.errorPaymentNotAvailable',
  'vue.cart.error.somethingWentWrong',
  ...GUARD_REASONS.map(guardReasonKey),
  ...GUARD_REASONS.flatMap((reason) => messageKeyForReason(reason) ?? []),
];

describe.each(['de-DE', 'en-DE'] as const)('answer keys through the scopes a route hands over (%s)', (locale) => {
  const server = translator(locale);

  it('the login checks cover what the test expects', () => {
    expect(new Set(LOGIN_ANSWERS)).toEqual(
      new Set([ValidationKeys.required, ValidationKeys.emailIncorrect, ValidationKeys.passwordInvalidLength, ValidationKeys.maxLength, 'vue.user.login.error.invalidCredentials', 'vue.user.login.error.tooManyAttempts']),
    );
  });

  it.each(['(shop)/login/page.tsx', '(checkout)/checkout/login/page.tsx'])("%s: the login form shows every login answer's own text", (route) => {
    const { i18n, missing } = browserTranslator(route, locale);
    // The /api/login-action/ answer carries keys without params: the "#noParams" wording shows.
    expect(LOGIN_ANSWERS.map((key) => [key, i18n.message(key)])).toEqual(LOGIN_ANSWERS.map((key) => [key, server.message(key)]));
    expect(missing).toEqual([]);
  });

  it("the payment step's toasts get their own text from the step's scopes", () => {
    const { i18n, missing } = browserTranslator('(checkout)/checkout/payment/page.tsx', locale);
    const texts = PAYMENT_TOASTS.map((key) => [key, resolveToast({ id: 'payment-save', kind: 'error', messageKey: key }, i18n.message).text]);
    expect(texts).toEqual(PAYMENT_TOASTS.map((key) => [key, server.message(key)]));
    expect(missing).toEqual([]);
  });
});
