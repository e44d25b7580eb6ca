import { paymentStepApplies } from '@tafel/domain';

/**
 * Whether the basket's step bar leaves out the payment step: where the checkout has none, by the
 * machine's rule (spec §4: never on the B2B shop, not for a payless cart). The basket knows of no
 * express pay yet, so that part of the rule does not apply here.
 */
export function basketSkipsPayment(input: { isB2b: boolean; payless: boolean }): boolean {
  return !paymentStepApplies({ isB2b: input.isB2b, isPayless: input.payless, expressAmazonSelected: false });
}
