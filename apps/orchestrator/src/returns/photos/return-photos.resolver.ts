import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import type { ReturnPhotoRefInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { shopperFrom, validatedInput } from '../../request/index.js';
import { answerOf, ReturnCommandPipeline } from '../commands/return-pipeline.js';
import { ReturnPhotoRefDto } from '../returns-input.dto.js';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { ReturnFlowView } from '../returns-view.js';
import type { ReturnOutcome } from '../runner/returns-runner.js';
import { RemoveReturnPhotoCommand, RetryReturnPhotoCommand } from './photo-commands.js';
import { ReturnPhotoStore } from './photo-store.js';

/** The photo mutations of the returns API: the same pipeline as every visitor command (switch, the visitor's own return). */
@Resolver()
export class ReturnPhotosResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly pipeline: ReturnCommandPipeline,
  ) {}

  @Mutation('retryReturnPhoto')
  retryReturnPhoto(@Args('input') input: ReturnPhotoRefInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    const { returnId, photoId } = validatedInput(ReturnPhotoRefDto, input);
    return this.pipeline.run({
      name: 'RetryReturnPhotoCommand',
      returnId,
      shopper: shopperFrom(req),
      run: async (found) => answerOf(await this.commands.execute<RetryReturnPhotoCommand, ReturnOutcome>(new RetryReturnPhotoCommand(returnId, { visitor: found.visitor }, photoId))),
    });
  }

  @Mutation('removeReturnPhoto')
  removeReturnPhoto(@Args('input') input: ReturnPhotoRefInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    const { returnId, photoId } = validatedInput(ReturnPhotoRefDto, input);
    return this.pipeline.run({
      name: 'RemoveReturnPhotoCommand',
      returnId,
      shopper: shopperFrom(req),
      run: async (found) => answerOf(await this.commands.execute<RemoveReturnPhotoCommand, ReturnOutcome>(new RemoveReturnPhotoCommand(returnId, { visitor: found.visitor }, photoId))),
    });
  }
}

/**
 * ReturnFlow.photos with what the photo store knows of each file (fileName, size, contentType):
 * the snapshot holds only the photos' states, the meta lives beside the files (one read per
 * return, only when photos are asked for).
 */
@Resolver('ReturnFlow')
export class ReturnFlowPhotosResolver {
  constructor(private readonly store: ReturnPhotoStore) {}

  @ResolveField('photos')
  async photos(@Parent() flow: ReturnFlowView): Promise<ReturnFlowView['photos']> {
    if (flow.photos.length === 0) return flow.photos;
    const metas = await this.store.metaOf(flow.id);
    return flow.photos.map((photo) => {
      const meta = metas.get(photo.id);
      return meta ? { ...photo, fileName: photo.fileName ?? meta.fileName, size: photo.size ?? meta.size, contentType: photo.contentType ?? meta.contentType } : photo;
    });
  }
}
