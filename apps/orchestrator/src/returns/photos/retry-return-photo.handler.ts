import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReturnsRunner, type ReturnOutcome } from '../runner/returns-runner.js';
import { RetryReturnPhotoCommand } from './photo-commands.js';
import { actorOf } from './photo-limits.js';

/**
 * photo.retry: the photo is queued again and the save asks for a new upload job (the photo's
 * attempts are part of the job id). A file that expired meanwhile fails that job at once with
 * tafel.returns.upload.failed: the shopper removes the photo and adds it anew.
 */
@CommandHandler(RetryReturnPhotoCommand)
export class RetryReturnPhotoHandler implements ICommandHandler<RetryReturnPhotoCommand> {
  constructor(private readonly runner: ReturnsRunner) {}

  async execute(command: RetryReturnPhotoCommand): Promise<ReturnOutcome> {
    return this.runner.change(command.workflowId, {
      command: 'RetryReturnPhotoCommand',
      actor: actorOf(command.principal),
      principal: command.principal,
      plan: () => [{ type: 'photo.retry', photoId: command.photoId }],
    });
  }
}
