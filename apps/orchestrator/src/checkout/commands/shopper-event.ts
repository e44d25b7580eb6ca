import type { CheckoutEvent } from '@tafel/checkout-machine';
import type { CheckoutAccess, CommonCheckoutResult } from '../checkout-access.js';
import type { CheckoutRunner } from '../runner/checkout-runner.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';
import type { Shopper } from '../../request/index.js';

/**
 * The shape of the commands that only move the machine (no upstream call): the shopper's
 * checkout of the cart gets the events, or the machine's refusal comes back. Retried on a lost
 * race, since nothing outside the workflow happened.
 */
export async function sendShopperEvents(
  access: CheckoutAccess,
  runner: CheckoutRunner,
  command: string,
  cartId: string,
  anyShopper: Shopper,
  plan: (checkout: LoadedCheckout) => CheckoutEvent[],
): Promise<CommonCheckoutResult> {
  const shopper = access.identified(anyShopper);
  const workflowId = await access.workflowIdFor(cartId);
  const outcome = await runner.change(workflowId, {
    command,
    actor: 'shopper',
    principal: { shopper: shopper.userId },
    plan,
  });
  return access.answer(outcome, cartId, shopper);
}
