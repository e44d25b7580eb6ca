import { Query } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';

/** The visitor's return (ReturnNotFoundError for anyone else's). */
export class GetReturnFlowQuery extends Query<ReturnFlowAnswer> {
  constructor(
    public readonly returnId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
