import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../common/app-error.js';
import { LightningRunner } from '../reservations/lightning-runner.js';
import { ExpireLightningReservationCommand, type LightningExpiryOutcome } from './expire-lightning.command.js';

/**
 * Sends reservation.expired for the end the job was scheduled at. The machine takes it only while
 * that end is still the reservation's (EXPIRY_STALE otherwise), so a stale job, a repeated run or
 * a job racing an extend changes nothing.
 */
@CommandHandler(ExpireLightningReservationCommand)
export class ExpireLightningReservationHandler implements ICommandHandler<ExpireLightningReservationCommand> {
  constructor(private readonly runner: LightningRunner) {}

  async execute({ workflowId, expiresAt }: ExpireLightningReservationCommand): Promise<LightningExpiryOutcome> {
    const record = await this.runner.load(workflowId);
    if (record === null) return 'stale';
    const outcome = await this.runner.change(record.meta.cartId, {
      command: 'ExpireLightningReservationCommand',
      actor: 'system',
      principal: { system: true },
      loaded: record,
      plan: () => [{ type: 'reservation.expired', expiresAt }],
    });
    switch (outcome.kind) {
      case 'saved':
        return 'expired';
      case 'conflict':
        throw new AppError('SERVICE_UNAVAILABLE', `lightning ${workflowId}: the expiry lost its races`, { cause: outcome.error });
      default:
        return 'stale';
    }
  }
}
