// The lightning deals' front door (issue 26): what the app modules, the checkout and support use
// of it. Everything else under lightning/ is its own business (tafel/feature-front-doors rule).
export { LightningCoreModule } from './lightning-core.module.js';
export { LightningCheckout, type LightningCheckoutIdentity, type LightningCheckoutOutcome } from './checkout/lightning-checkout.js';
// The reservations (kind `lightning`): the API module, the workflow's kind and its expiry queue.
export { LightningModule } from './lightning.module.js';
export { LightningReservationChangedEvent } from './events/lightning-events.js';
export { LIGHTNING_EXPIRY_QUEUE, lightningExpiryJobId, type LightningExpiryJob } from './jobs/expiry-job.js';
export { LIGHTNING_KIND, type LightningMeta, type LightningPrincipal } from './reservations/lightning-meta.js';
// The deals' read side: the switch, the upstream's lightning calls, the deal mappers.
export { LightningDealsModule } from './deals/lightning-deals.module.js';
export { LightningDealsService, type LightningAsker } from './deals/lightning-deals.service.js';
export { LIGHTNING_SWITCH, LightningSwitch } from './deals/lightning-switch.js';
export { LightningUpstream, type LightningVisitor } from './deals/lightning-upstream.js';
export {
  lightningDealsValidUntil,
  type LightningView,
  runningDealInfo,
  toLightningDealInfo,
  viewLightningDeal,
  viewLightningFields,
} from './deals/lightning-deal-info.js';
