import { Command } from '@nestjs/cqrs';
import type { SubmitAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Submits again after the upstream was unavailable: a new attempt with its own idempotency key. */
export class RetryOrderSubmissionCommand extends Command<SubmitAnswer> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
