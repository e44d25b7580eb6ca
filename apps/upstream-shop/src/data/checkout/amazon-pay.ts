import { randomBytes } from 'node:crypto';

/** A checkout session the stand-in Amazon Pay page opened for an order. */
export interface AmazonSession {
  orderId: string;
  /** The test page's "decline" link: Amazon refuses the payment of this session. */
  declined: boolean;
}

export const AMAZON_SESSION_PREFIX = 'amzn-cs-';

/**
 * A new checkout session id: letters, digits and '-' only (40 characters, within the API's 100),
 * random enough that nobody completes an order with a session the page did not hand out.
 */
export const newAmazonSessionId = (random: (size: number) => Buffer = randomBytes): string => `${AMAZON_SESSION_PREFIX}${random(16).toString('hex')}`;

export interface AmazonCompletionFacts {
  orderId: string;
  paymentMethod: string;
  /** The order was voided by an earlier declined completion. */
  voided: boolean;
  /** The session the order was completed with, if it was. */
  completedWith: string | undefined;
  checkoutSessionId: string;
  /** What the page recorded for checkoutSessionId (undefined: never handed out). */
  session: AmazonSession | undefined;
}

/**
 * What completeAmazonPayCheckout does: `complete` binds the session (`completed`: it already is,
 * nothing to write), `void` cancels the unpaid order after Amazon declined, `refuse` changes nothing.
 * A completed or voided order stays so: later sessions of any kind are refused.
 */
export function decideAmazonCompletion(facts: AmazonCompletionFacts): 'complete' | 'completed' | 'void' | 'refuse' {
  if (facts.voided || facts.paymentMethod !== 'AMAZONPAY') return 'refuse';
  if (facts.completedWith !== undefined) return facts.completedWith === facts.checkoutSessionId ? 'completed' : 'refuse';
  if (!facts.session || facts.session.orderId !== facts.orderId) return 'refuse';
  return facts.session.declined ? 'void' : 'complete';
}
