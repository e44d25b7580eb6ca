import { type DynamicModule, Module } from '@nestjs/common';
import { visitorCommandHandlers } from './commands/index.js';
// The photos' API part (HTTP intake, photo mutations, photo file fields): owned by returns/photos/.
import { RETURN_PHOTO_API } from './photos/photo-api.js';
import { GetReturnFlowHandler } from './queries/get-return-flow.handler.js';
import { ReturnsCoreModule } from './returns-core.module.js';
import { ReturnsResolver } from './returns.resolver.js';

/** The returns area of the GraphQL API (the visitor's commands and queries). */
@Module({})
export class ReturnsModule {
  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return {
      module: ReturnsModule,
      imports: [ReturnsCoreModule.forRoot(options)],
      controllers: [...RETURN_PHOTO_API.controllers],
      providers: [ReturnsResolver, GetReturnFlowHandler, ...visitorCommandHandlers, ...RETURN_PHOTO_API.providers],
    };
  }
}
