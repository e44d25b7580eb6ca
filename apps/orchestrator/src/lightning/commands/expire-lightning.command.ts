import { Command } from '@nestjs/cqrs';

/** What an expiry did: expired the reservation, found it stale (moved, gone, already expired), or synced a moved end. */
export type LightningExpiryOutcome = 'expired' | 'stale' | 'synced';

/** The expiry job's report: the reservation end `expiresAt` has passed. */
export class ExpireLightningReservationCommand extends Command<LightningExpiryOutcome> {
  constructor(
    public readonly workflowId: string,
    public readonly expiresAt: string,
  ) {
    super();
  }
}
