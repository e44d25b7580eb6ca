import { Command } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import type { LoginOption } from '@tafel/domain';
import type { Shopper } from '../../request/index.js';

/** Login step: continue as guest or register (spec §3 loginStep.option). */
export class ChooseLoginOptionCommand extends Command<CheckoutAnswer> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
    public readonly option: LoginOption,
  ) {
    super();
  }
}
