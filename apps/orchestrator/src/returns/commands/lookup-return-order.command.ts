import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { LookupReturnOrderDto } from '../returns-input.dto.js';

/** Looks an order up by number + postcode or by hash, in a new return or the visitor's given one. */
export class LookupReturnOrderCommand extends Command<ReturnFlowAnswer> {
  constructor(
    public readonly input: LookupReturnOrderDto,
    public readonly shopper: Shopper,
    /** The client address the lookup limit counts (common/client-address.ts). */
    public readonly clientAddress: string,
  ) {
    super();
  }
}
