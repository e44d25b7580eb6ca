import { randomBytes } from 'node:crypto';

/**
 * The buyer's visit of a stand-in provider page (PayPal, Amazon Pay, card form): a random token the page puts
 * into its forms, as PayPal's checkout token. Only a token a page handed out for an order approves
 * or cancels that order, so order numbers (which count up) cannot be guessed into a cancellation.
 */
export interface ProviderVisit {
  orderId: string;
}

export const PROVIDER_TOKEN_PREFIX = 'pay-';
/** pay- and 32 hex digits. */
export const PROVIDER_TOKEN = /^pay-[0-9a-f]{32}$/;

export const newProviderToken = (random: (size: number) => Buffer = randomBytes): string => `${PROVIDER_TOKEN_PREFIX}${random(16).toString('hex')}`;

/** The payment methods whose provider page the buyer can cancel on. */
export const CANCELLABLE_METHODS: ReadonlySet<string> = new Set(['PAYPAL', 'AMAZONPAY', 'CREDIT_CARD']);

export interface ProviderCancelFacts {
  paymentMethod: string;
  /** The order was voided before (cancelled, or declined by Amazon). */
  voided: boolean;
  /** The provider took the payment: PayPal approved it, the card was charged, or Amazon Pay completed it. */
  paid: boolean;
}

/**
 * What a cancellation on the provider page does: `void` takes the unpaid order back and reopens its
 * cart; `voided` means that already happened (a repeated click; the buyer goes back all the same);
 * `paid` and `refuse` change nothing (a paid order stays, other methods have no such page).
 */
export function decideProviderCancel(facts: ProviderCancelFacts): 'void' | 'voided' | 'paid' | 'refuse' {
  if (!CANCELLABLE_METHODS.has(facts.paymentMethod)) return 'refuse';
  if (facts.voided) return 'voided';
  return facts.paid ? 'paid' : 'void';
}
