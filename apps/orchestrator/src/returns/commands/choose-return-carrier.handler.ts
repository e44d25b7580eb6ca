import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { PlannedReturnEvent } from '../runner/returns-runner.js';
import { ChooseReturnCarrierCommand } from './choose-return-carrier.command.js';
import { ReturnCommandPipeline } from './return-pipeline.js';

/** Picks a carrier and the label count (no upstream call: the carriers were read with the regulation). */
@CommandHandler(ChooseReturnCarrierCommand)
export class ChooseReturnCarrierHandler implements ICommandHandler<ChooseReturnCarrierCommand> {
  constructor(private readonly pipeline: ReturnCommandPipeline) {}

  execute({ input, shopper }: ChooseReturnCarrierCommand): Promise<ReturnFlowAnswer> {
    return this.pipeline.send({
      name: 'ChooseReturnCarrierCommand',
      returnId: input.returnId,
      shopper,
      plan: (record) => {
        const plan: PlannedReturnEvent[] = [];
        if (!record.snapshot.matches({ flow: { preparing: { carrier: 'ready' } } })) plan.push({ event: { type: 'carrier.edit' }, optional: true });
        plan.push({ type: 'carrier.select', code: input.code });
        if (input.labels != null) plan.push({ type: 'labels.set', count: input.labels });
        if (input.done === true) plan.push({ type: 'carrier.done' });
        return plan;
      },
    });
  }
}
