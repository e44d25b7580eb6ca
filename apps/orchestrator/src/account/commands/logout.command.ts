import { Command } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';

/** Ends the shopper's session; answers the anonymous visitor's new cart. */
export class LogoutCommand extends Command<{ __typename: 'LogoutResult'; cartId: string; userId: string }> {
  constructor(public readonly shopper: Shopper) {
    super();
  }
}
