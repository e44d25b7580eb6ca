import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';

/** Starts the return over at the lookup. */
export class RestartReturnCommand extends Command<ReturnFlowAnswer> {
  constructor(
    public readonly returnId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
