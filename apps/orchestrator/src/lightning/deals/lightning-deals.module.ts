import { Global, Module } from '@nestjs/common';
import { LIGHTNING_SWITCH_PORT } from '../../common/lightning-switch-port.js';
import { UpstreamModule } from '../../upstream/upstream.module.js';
import { LightningDealsResolver } from './lightning-deals.resolver.js';
import { LightningDealsService } from './lightning-deals.service.js';
import { LightningSwitch } from './lightning-switch.js';
import { LightningUpstream } from './lightning-upstream.js';

const shared = [LightningSwitch, LightningUpstream, LightningDealsService];
// The cart reads the switch through this port (common/lightning-switch-port.ts says why).
const port = { provide: LIGHTNING_SWITCH_PORT, useExisting: LightningSwitch };

/**
 * The lightning deals' read side (issue 26): the switch, the running deals, the allowed quantity,
 * and the upstream's lightning calls. Self-contained (needs only ConfigModule and UpstreamModule),
 * so the catalogue, search and checkout modules and the reservation workflow's module import it alike.
 * Its resolver is registered once, by the app module importing it. Global for the cart's
 * LIGHTNING_SWITCH_PORT, which the cart module cannot import (see that port).
 */
@Global()
@Module({
  imports: [UpstreamModule],
  providers: [...shared, port, LightningDealsResolver],
  // UpstreamModule re-exported: the modules importing this one call the upstream too.
  exports: [...shared, port, UpstreamModule],
})
export class LightningDealsModule {}
