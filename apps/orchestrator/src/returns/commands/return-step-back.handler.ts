import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnFlowAnswer } from '../returns-results.js';
import { ReturnCommandPipeline } from './return-pipeline.js';
import { ReturnStepBackCommand } from './return-step-back.command.js';

@CommandHandler(ReturnStepBackCommand)
export class ReturnStepBackHandler implements ICommandHandler<ReturnStepBackCommand> {
  constructor(private readonly pipeline: ReturnCommandPipeline) {}

  execute({ returnId, shopper }: ReturnStepBackCommand): Promise<ReturnFlowAnswer> {
    return this.pipeline.send({ name: 'ReturnStepBackCommand', returnId, shopper, plan: () => [{ type: 'return.back' }] });
  }
}
