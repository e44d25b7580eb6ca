import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnFlowAnswer } from '../returns-results.js';
import { RestartReturnCommand } from './restart-return.command.js';
import { ReturnCommandPipeline } from './return-pipeline.js';

@CommandHandler(RestartReturnCommand)
export class RestartReturnHandler implements ICommandHandler<RestartReturnCommand> {
  constructor(private readonly pipeline: ReturnCommandPipeline) {}

  execute({ returnId, shopper }: RestartReturnCommand): Promise<ReturnFlowAnswer> {
    return this.pipeline.send({ name: 'RestartReturnCommand', returnId, shopper, plan: () => [{ type: 'return.restart' }] });
  }
}
