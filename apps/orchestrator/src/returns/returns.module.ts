import { type DynamicModule, Module } from '@nestjs/common';
import { ReturnsCoreModule } from './returns-core.module.js';

/** The returns area of the GraphQL API (the visitor's commands and queries). */
@Module({})
export class ReturnsModule {
  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return {
      module: ReturnsModule,
      imports: [ReturnsCoreModule.forRoot(options)],
      providers: [],
    };
  }
}
