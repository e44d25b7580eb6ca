import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isShopId } from '@tafel/domain';
import { AppError } from '../../common/app-error.js';
import { LightningRunner } from '../reservations/lightning-runner.js';
import { MarkLightningOrderedCommand } from './mark-lightning-ordered.command.js';

/** The cart was ordered: its reservation is converted (optional: a cart without one, or released, stays as it is). */
@CommandHandler(MarkLightningOrderedCommand)
export class MarkLightningOrderedHandler implements ICommandHandler<MarkLightningOrderedCommand> {
  constructor(private readonly runner: LightningRunner) {}

  async execute({ cartId }: MarkLightningOrderedCommand): Promise<void> {
    if (!isShopId(cartId)) return;
    const record = await this.runner.loadForCart(cartId);
    if (record === null) return;
    const outcome = await this.runner.change(cartId, {
      command: 'MarkLightningOrderedCommand',
      actor: 'system',
      principal: { system: true },
      loaded: record,
      plan: () => [{ event: { type: 'order.submitted' }, optional: true }],
    });
    if (outcome.kind === 'conflict') throw new AppError('SERVICE_UNAVAILABLE', `lightning of cart ${cartId}: the conversion lost its races`, { cause: outcome.error });
  }
}
