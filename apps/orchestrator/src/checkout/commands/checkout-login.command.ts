import { Command } from '@nestjs/cqrs';
import type { CheckoutLoginInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { LoginAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Login step: log in with e-mail (or B2B customer number) and password; the visitor's cart is merged. */
export class CheckoutLoginCommand extends Command<LoginAnswer> {
  constructor(
    public readonly input: CheckoutLoginInput,
    public readonly shopper: Shopper,
    /** The browser address the failed-login limit counts (issue 27; null: not named, counted per account only). */
    public readonly clientAddress: string | null,
  ) {
    super();
  }
}
