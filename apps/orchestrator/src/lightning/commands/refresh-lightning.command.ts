import { Command } from '@nestjs/cqrs';
import type { LightningCartResult } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Shopper } from '../../request/index.js';

/** refreshLightningReservation: "reserve again" for an expired reservation. */
export class RefreshLightningReservationCommand extends Command<LightningCartResult> {
  constructor(
    public readonly input: unknown,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
