import { globalParameter, isParameterOn, PARAMETERS } from '../content/parameters.js';

/** The global parameters checkout rules depend on (spec catalogue-content §3, §9). */
export interface CheckoutParameters {
  /** shippingCarrier/dpd is "true": DPD delivers, else GLS. */
  dpd: boolean;
  /** amazonPayV2Activation equals amazonpay.activated. */
  amazonPay: boolean;
  /** paymentTypes/xRechnung is "true". */
  xRechnung: boolean;
  /** featureFlags/T134_Twint-Payment is "true". */
  twint: boolean;
}

/** Read on every call, so a changed parameter source takes effect without a restart. */
export function checkoutParameters(): CheckoutParameters {
  return {
    dpd: isParameterOn(PARAMETERS.shippingCarrier.name, PARAMETERS.shippingCarrier.dpd),
    amazonPay: globalParameter(PARAMETERS.amazonPay.name, PARAMETERS.amazonPay.activation) === PARAMETERS.amazonPay.activated,
    xRechnung: isParameterOn(PARAMETERS.paymentTypes.name, PARAMETERS.paymentTypes.xRechnung),
    twint: isParameterOn(PARAMETERS.featureFlags.name, PARAMETERS.featureFlags.twint),
  };
}
