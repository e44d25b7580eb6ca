import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { ChooseReturnRegulationDto } from '../returns-input.dto.js';

/** Picks a regulation; with done, goes on to the carriers the upstream offers for it. */
export class ChooseReturnRegulationCommand extends Command<ReturnFlowAnswer> {
  constructor(
    public readonly input: ChooseReturnRegulationDto,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
