import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { ChooseReturnCarrierDto } from '../returns-input.dto.js';

/** Picks a carrier and the label count; with done, goes on to confirm. */
export class ChooseReturnCarrierCommand extends Command<ReturnFlowAnswer> {
  constructor(
    public readonly input: ChooseReturnCarrierDto,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
