// The lightning deals' front door (issue 26): what the app modules, the checkout and support use
// of it. Everything else under lightning/ is its own business (tafel/feature-front-doors rule).
export { LightningCoreModule } from './lightning-core.module.js';
export { LightningCheckout, type LightningCheckoutIdentity, type LightningCheckoutOutcome } from './checkout/lightning-checkout.js';
