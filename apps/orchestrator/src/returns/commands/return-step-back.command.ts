import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';

/** After failed.upstreamRefused: back to the step whose input the upstream refused. */
export class ReturnStepBackCommand extends Command<ReturnFlowAnswer> {
  constructor(
    public readonly returnId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
