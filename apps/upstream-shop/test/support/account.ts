// Documents and helpers shared by the account contract tests (test/account-*.spec.ts).
import { DEV_ACCOUNTS } from '../../src/data/customers/seed-customers.js';
import { SHOP_INIT, type GraphqlAnswer, type Upstream } from './upstream.js';

export { DEV_ACCOUNTS };

export interface FieldError {
  fieldName: string;
  errorMessage: string;
  formName: string | null;
}

export interface AuthResult {
  successfull: boolean;
  successful: boolean;
  errorMessage: string | null;
  updatedCartId: string | null;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  cartMerged: boolean;
  sharedListMerged: boolean;
  token: { token: string; expires: string } | null;
  fieldErrors: FieldError[];
}

export const LOGIN = `mutation Login($data: LoginInput!) {
  login(data: $data) { successfull successful errorMessage updatedCartId userId firstName lastName cartMerged sharedListMerged token { token expires } fieldErrors { fieldName errorMessage formName } }
}`;

export const ADDRESS_FIELDS = `addressId addressType formType schoolOrCompany salutation firstName lastName street addressAddition postCode city country phone email
  packstationAddress isStation isAlsoCustomerAddress postNumber packstationNumber VATRegistrationNo customerNumber paymentMethod termsOfPayment jobTitleCode primaryIndustryGroupCode numberOfEmployees`;

export const CHANGE_FIELDS = 'successful generalErrorMessage fieldErrors { fieldName errorMessage formName }';

/** The error of a failed root field, for asserting classification and messageKey. */
export const firstError = (answer: GraphqlAnswer<unknown>) => answer.body.errors?.[0];

export const UNAUTHENTICATED = { classification: 'UNAUTHENTICATED', messageKey: 'vue.error.security.valid_token_required' };

export async function shopInit(upstream: Upstream): Promise<{ cartId: string; userId: string }> {
  const answer = await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT);
  const init = answer.body.data?.shopInit;
  if (!init) throw new Error(`shopInit failed: ${JSON.stringify(answer.body)}`);
  return init;
}

export async function loginAs(upstream: Upstream, data: Record<string, unknown>, userId?: string): Promise<AuthResult> {
  const answer = await upstream.gql<{ login: AuthResult }>(LOGIN, { data }, { userId: userId ?? null });
  const result = answer.body.data?.login;
  if (!result) throw new Error(`login answered no result: ${JSON.stringify(answer.body)}`);
  return result;
}

/** A session token of the dev consumer (or another account). */
export async function sessionOf(upstream: Upstream, account: { email?: string; customerNumber?: string; password: string } = DEV_ACCOUNTS.consumer): Promise<string> {
  const result = await loginAs(upstream, { email: account.email, customerNumber: account.customerNumber, password: account.password });
  if (!result.token) throw new Error(`login failed: ${JSON.stringify(result)}`);
  return result.token.token;
}

export const validAddress = (overrides: Record<string, unknown> = {}) => ({
  formType: 'private',
  salutation: 'Frau',
  firstName: 'Lena',
  lastName: 'Vogel',
  street: 'Gartenweg 7',
  postCode: '50667',
  city: 'Köln',
  country: 'DE',
  ...overrides,
});
