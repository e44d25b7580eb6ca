import { AbortExpressPayHandler } from './abort-express-pay.handler.js';
import { CancelPaymentHandler } from './cancel-payment.handler.js';
import { CheckoutLoginHandler } from './checkout-login.handler.js';
import { CompleteExpressPayHandler } from './complete-express-pay.handler.js';
import { ChooseLoginOptionHandler } from './choose-login-option.handler.js';
import { ConfirmPaymentReturnHandler } from './confirm-payment-return.handler.js';
import { EditPaymentHandler } from './edit-payment.handler.js';
import { EditShippingHandler } from './edit-shipping.handler.js';
import { RecordSubmitResultHandler } from './record-submit-result.handler.js';
import { RetryOrderSubmissionHandler } from './retry-order-submission.handler.js';
import { RetryPaymentHandler } from './retry-payment.handler.js';
import { SaveShippingStepHandler } from './save-shipping-step.handler.js';
import { SelectExpressPayHandler } from './select-express-pay.handler.js';
import { SelectPaymentHandler } from './select-payment.handler.js';
import { ShopperCommandPipeline } from './shopper-command.js';
import { StartCheckoutHandler } from './start-checkout.handler.js';
import { SubmitOrderHandler } from './submit-order.handler.js';

/** Handlers of the shopper's checkout commands (the API process), with the pipeline they share. */
export const shopperCommandHandlers = [
  ShopperCommandPipeline,
  StartCheckoutHandler,
  ChooseLoginOptionHandler,
  CheckoutLoginHandler,
  SaveShippingStepHandler,
  SelectPaymentHandler,
  SelectExpressPayHandler,
  AbortExpressPayHandler,
  SubmitOrderHandler,
  RetryOrderSubmissionHandler,
  RetryPaymentHandler,
  CancelPaymentHandler,
  EditShippingHandler,
  EditPaymentHandler,
  ConfirmPaymentReturnHandler,
  CompleteExpressPayHandler,
];

/** Handlers of the commands jobs send back (the API and the worker process). */
export const systemCommandHandlers = [RecordSubmitResultHandler];
