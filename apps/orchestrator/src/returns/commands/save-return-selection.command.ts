import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { SaveReturnSelectionDto } from '../returns-input.dto.js';

/** Replaces the selection; with done, leaves the item selection with the upstream's regulations. */
export class SaveReturnSelectionCommand extends Command<ReturnFlowAnswer> {
  constructor(
    public readonly input: SaveReturnSelectionDto,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
