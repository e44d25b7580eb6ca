import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RETURN_ID_PATTERN } from '../returns-ids.js';
import { returnNotFound, type ReturnFlowAnswer } from '../returns-results.js';
import { returnFlowView } from '../returns-view.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { ReturnCommandPipeline } from '../commands/return-pipeline.js';
import { GetReturnFlowQuery } from './get-return-flow.query.js';

@QueryHandler(GetReturnFlowQuery)
export class GetReturnFlowHandler implements IQueryHandler<GetReturnFlowQuery> {
  constructor(
    private readonly pipeline: ReturnCommandPipeline,
    private readonly runner: ReturnsRunner,
  ) {}

  async execute({ returnId, shopper }: GetReturnFlowQuery): Promise<ReturnFlowAnswer> {
    const off = await this.pipeline.switchedOff(shopper);
    if (off !== null) return off;
    const visitor = shopper.userId;
    if (!visitor || !RETURN_ID_PATTERN.test(returnId)) return returnNotFound();
    const record = await this.runner.find(returnId, { visitor });
    return record === null ? returnNotFound() : returnFlowView(record);
  }
}
