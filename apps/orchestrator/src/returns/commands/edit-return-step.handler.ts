import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnFlowAnswer } from '../returns-results.js';
import { EditReturnStepCommand } from './edit-return-step.command.js';
import { ReturnCommandPipeline } from './return-pipeline.js';

const EDIT_EVENTS = { SELECTION: 'selection.edit', REGULATION: 'regulation.edit', CARRIER: 'carrier.edit' } as const;

@CommandHandler(EditReturnStepCommand)
export class EditReturnStepHandler implements ICommandHandler<EditReturnStepCommand> {
  constructor(private readonly pipeline: ReturnCommandPipeline) {}

  execute({ input, shopper }: EditReturnStepCommand): Promise<ReturnFlowAnswer> {
    return this.pipeline.send({ name: 'EditReturnStepCommand', returnId: input.returnId, shopper, plan: () => [{ type: EDIT_EVENTS[input.step] }] });
  }
}
