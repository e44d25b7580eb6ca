import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { EditReturnStepDto } from '../returns-input.dto.js';

/** Reopens an earlier step of the return. */
export class EditReturnStepCommand extends Command<ReturnFlowAnswer> {
  constructor(
    public readonly input: EditReturnStepDto,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
