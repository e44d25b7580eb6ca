import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';

/** After failed.upstreamUnavailable: the same upstream call again. */
export class RetryReturnCommand extends Command<ReturnFlowAnswer> {
  constructor(
    public readonly returnId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
