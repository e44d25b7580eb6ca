import { guestAtSummary, newShopper, type TestShopper } from './checkout.js';
import type { TestOrchestrator } from './orchestrator.js';
import type { TestUpstream } from './upstream.js';

/** The seeded dev accounts of the support console. */
export const SUPPORT = { email: 'support@tafel.example.de', password: 'tafel-support' };
export const ENGINEER = { email: 'engineer@tafel.example.de', password: 'tafel-engineer' };

export const STAFF_LOGIN = `mutation($i: StaffLoginInput!) { staffLogin(input: $i) { __typename
  ... on StaffSession { token deviceToken deviceTokenExpiresAt member { email role canReplay } }
  ... on StaffLoginFailedError { message }
  ... on StaffLoginRateLimitedError { retryAfterSeconds } } }`;

/** INTERNAL_API_SECRET of test orchestrators that believe the storefront's X-Tafel-Client-IP. */
export const INTERNAL_SECRET = 'test-internal-secret-0123456789abcdef';

/** Headers of a request relayed by the storefront for a browser at `ip` (believed with INTERNAL_SECRET set). */
export function fromBrowserAt(ip: string, secret = INTERNAL_SECRET): Record<string, string> {
  return { 'X-Tafel-Client-IP': ip, 'X-Tafel-Internal-Secret': secret };
}

/** Signs a staff member in; answers the headers their console requests carry. */
export async function staffHeaders(on: TestOrchestrator, account: { email: string; password: string }, ip = '203.0.113.1'): Promise<Record<string, string>> {
  const answer = await on.graphql<{ staffLogin: { __typename: string; token: string } }>(STAFF_LOGIN, { i: account }, fromBrowserAt(ip));
  if (answer.data?.staffLogin.__typename !== 'StaffSession') throw new Error(`login: ${JSON.stringify(answer)}`);
  return { 'X-Tafel-Staff': answer.data.staffLogin.token };
}

/** A guest checkout whose submission failed with the upstream down (one 503; needs SUBMIT_JOB_ATTEMPTS=1). */
export async function failedCheckout(orchestrator: TestOrchestrator, upstream: TestUpstream): Promise<{ shopper: TestShopper; workflowId: string }> {
  const shopper = await newShopper(orchestrator);
  await guestAtSummary(shopper);
  await upstream.fault({ operation: 'SubmitCart', kind: 'http', status: 503, times: 1 });
  const submitted = await shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
  const failed = await shopper.waitForSettled();
  if (failed.state !== 'failed.upstreamUnavailable') throw new Error(`expected failed.upstreamUnavailable, got ${failed.state}`);
  return { shopper, workflowId: submitted.id! };
}
