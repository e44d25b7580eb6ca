// The checkout's front door: what other features (support) and the app modules use of it.
// Everything else under checkout/ is its own business; the lint rule tafel/feature-front-doors
// refuses deep imports from outside.
export { CheckoutCoreModule } from './checkout-core.module.js';
export { submitJobId } from './checkout-ids.js';
export { CheckoutModule } from './checkout.module.js';
export { CheckoutChangedEvent, OrderIdUnknownEvent, OrderPlacedEvent, OrderSubmissionFailedEvent, OrderSubmissionStartedEvent } from './events/index.js';
export { CheckoutQueues } from './jobs/checkout-queues.js';
export { orderSubmitJob } from './jobs/submission-starter.js';
export { CheckoutRepository } from './runner/checkout-repository.js';
export { CheckoutRunner } from './runner/checkout-runner.js';
export { CHECKOUT_MACHINE_NAME, type LoadedCheckout, stateName } from './runner/checkout-snapshot.js';
export { captureCart, type CartCapture, type CartLine } from './upstream/cart-capture.js';
export { cartFingerprint, CheckoutUpstream, type UpstreamIdentity } from './upstream/checkout-upstream.js';
