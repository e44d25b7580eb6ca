import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReturnsRunner, type ReturnOutcome } from '../runner/returns-runner.js';
import { RemoveReturnPhotoCommand } from './photo-commands.js';
import { actorOf } from './photo-limits.js';
import { ReturnPhotoStore } from './photo-store.js';

/**
 * photo.remove, then the stored file and meta are deleted. A job still uploading the photo finds
 * it gone and records nothing (its result would be refused with PHOTO_UNKNOWN).
 */
@CommandHandler(RemoveReturnPhotoCommand)
export class RemoveReturnPhotoHandler implements ICommandHandler<RemoveReturnPhotoCommand> {
  constructor(
    private readonly runner: ReturnsRunner,
    private readonly store: ReturnPhotoStore,
  ) {}

  async execute(command: RemoveReturnPhotoCommand): Promise<ReturnOutcome> {
    const outcome = await this.runner.change(command.workflowId, {
      command: 'RemoveReturnPhotoCommand',
      actor: actorOf(command.principal),
      principal: command.principal,
      plan: () => [{ type: 'photo.remove', photoId: command.photoId }],
    });
    if (outcome.kind === 'saved') await this.store.forget(command.workflowId, command.photoId);
    return outcome;
  }
}
