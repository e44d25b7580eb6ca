import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { SubmitReturnDto } from '../returns-input.dto.js';

/** Submits the return with the confirm form (as a return-submit job). */
export class SubmitReturnCommand extends Command<ReturnFlowAnswer> {
  constructor(
    public readonly input: SubmitReturnDto,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
